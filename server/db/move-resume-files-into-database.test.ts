import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedResumes } from '../test/stored-resumes';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { moveResumeFilesIntoDatabase } from './move-resume-files-into-database';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** An application as versions before migration 0017 left it: a row naming a file under DATA_DIR/resumes. */
async function legacyApplication(file: string, bytes: string | null): Promise<number> {
  const id = await t.app.repos.jobApplications.create({ jobTitle: 'Analyst', name: 'Old', email: 'old@example.com' });
  await t.app.db
    .updateTable('job_applications')
    .set({ resume_file: file, resume_original_name: 'cv.pdf', resume_size: 10 })
    .where('id', '=', id)
    .execute();
  if (bytes !== null) {
    mkdirSync(path.join(t.dataDir, 'resumes'), { recursive: true });
    writeFileSync(path.join(t.dataDir, 'resumes', file), bytes);
  }
  return id;
}

describe('moveResumeFilesIntoDatabase', () => {
  it('moves files from the data directory into resume_files and removes them from disk, once', async () => {
    const kept = 'a'.repeat(32) + '.pdf';
    const missing = 'b'.repeat(32) + '.pdf';
    const id = await legacyApplication(kept, '%PDF-legacy');
    await legacyApplication(missing, null);

    expect(await moveResumeFilesIntoDatabase(t.app.db, t.dataDir)).toBe(1);
    expect(await storedResumes(t.app.db)).toEqual([kept]);
    expect(existsSync(path.join(t.dataDir, 'resumes'))).toBe(false);
    const row = await t.app.db
      .selectFrom('resume_files')
      .select('data')
      .where('application_id', '=', id)
      .executeTakeFirst();
    expect(row?.data.toString('latin1')).toBe('%PDF-legacy');
    // A second start (or another instance) finds nothing left to move.
    expect(await moveResumeFilesIntoDatabase(t.app.db, t.dataDir)).toBe(0);
  });

  it('never reads a stored name that is not one the server wrote', async () => {
    writeFileSync(path.join(t.dataDir, 'secret.pdf'), '%PDF-secret');
    await legacyApplication('../secret.pdf', null);
    expect(await moveResumeFilesIntoDatabase(t.app.db, t.dataDir)).toBe(0);
    expect(await storedResumes(t.app.db)).toEqual([]);
  });
});
