import { rm } from 'node:fs/promises';
import path from 'node:path';
import { resumeDirectory } from '../routes/public/receive-resume';

/**
 * Unlinks résumé files whose rows are already gone or cleared. Only the base name of a stored value is
 * used, so a row can never point outside the résumé folder; a file already gone (another instance was
 * first) is fine. Answers how many files were asked to go.
 */
export async function removeResumeFiles(dataDir: string, files: readonly string[]): Promise<number> {
  const directory = resumeDirectory(dataDir);
  await Promise.all(files.map((file) => rm(path.join(directory, path.basename(file)), { force: true })));
  return files.length;
}
