import { readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Where versions before migration 0017 kept résumés: one random name per file, no subfolders. */
const legacyFileName = /^[a-f0-9]{32}\.pdf$/;

/**
 * Moves résumés that older versions kept under `<dataDir>/resumes` into `resume_files`, one application at a
 * time: the bytes are inserted (only if that application has none yet, so two instances starting together or a
 * second start never duplicate) and the file is unlinked after the insert is committed. A row whose file is
 * already missing keeps its name and downloads answer 404 as before. Answers how many files were moved.
 */
export async function moveResumeFilesIntoDatabase(
  db: Kysely<Database>,
  dataDir: string,
  onMoved?: (moved: number) => void,
): Promise<number> {
  const directory = path.join(dataDir, 'resumes');
  const rows = await db
    .selectFrom('job_applications')
    .leftJoin('resume_files', 'resume_files.application_id', 'job_applications.id')
    .select(['job_applications.id as id', 'job_applications.resume_file as file'])
    .where('job_applications.resume_file', 'is not', null)
    .where('resume_files.application_id', 'is', null)
    .execute();
  let moved = 0;
  for (const { id, file } of rows) {
    if (!file || !legacyFileName.test(file)) continue;
    const target = path.join(directory, file);
    let data: Buffer;
    try {
      data = await readFile(target);
    } catch {
      continue;
    }
    await db
      .insertInto('resume_files')
      .values({ application_id: id, data })
      .onConflict((conflict) => conflict.column('application_id').doNothing())
      .execute();
    await rm(target, { force: true });
    moved += 1;
  }
  // The folder goes once empty, so nobody takes it for live storage; anything else left in it stays.
  if (moved > 0) await rmdir(directory).catch(() => undefined);
  if (moved > 0) onMoved?.(moved);
  return moved;
}
