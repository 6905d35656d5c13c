import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { storedResumes } from '../test/stored-resumes';
import { createTestApp, multipart, samplePdf } from '../test/test-app';
import { purgeExpiredSubmissions } from './purge-expired-submissions';
import { defaultRetention } from './retention-settings';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ rateLimits: { submissions: { max: 100, timeWindow: 60_000 } } });
});
afterEach(() => t.close());

const now = new Date('2026-06-01T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const resumeFiles = () => storedResumes(t.app.db);

async function receivedAt(table: 'contact_submissions' | 'job_applications', id: number, days: number) {
  await t.app.db
    .updateTable(table)
    .set({ created_at: daysAgo(days), updated_at: daysAgo(days) })
    .where('id', '=', id)
    .execute();
}

async function contact(name: string, days: number, folder: 'inbox' | 'spam' = 'inbox') {
  const id = await t.app.repos.contactSubmissions.create({
    name,
    email: `${name}@example.com`,
    message: 'Please call me back.',
    folder,
  });
  await receivedAt('contact_submissions', id, days);
}

/** An application with a résumé, uploaded the way the public form does it. */
async function application(name: string, days: number, folder: 'inbox' | 'spam' = 'inbox') {
  const form = await multipart(
    { jobTitle: 'Analyst', name, email: `${name}@example.com`, website: folder === 'spam' ? 'bot' : '' },
    { field: 'resume', name: `${name}.pdf`, type: 'application/pdf', bytes: samplePdf },
  );
  const response = await t.app.inject({ method: 'POST', url: '/api/public/job-applications', ...form });
  const { id } = response.json<{ id: number }>();
  await receivedAt('job_applications', id, days);
  const row = await t.app.repos.jobApplications.findById(id);
  return String(row?.resume_file);
}

const purge = () => purgeExpiredSubmissions({ repos: t.app.repos, settings: defaultRetention, now });

describe('purgeExpiredSubmissions', () => {
  it('deletes what outlived its period, résumé bytes included, and keeps the rest', async () => {
    await contact('old', 366);
    await contact('recent', 364);
    await contact('old-spam', 31, 'spam');
    await contact('recent-spam', 29, 'spam');
    const oldApplication = await application('old-applicant', 400);
    const staleResume = await application('stale-resume', 200);
    const recentResume = await application('recent-applicant', 10);
    const spamResume = await application('spam-applicant', 45, 'spam');
    expect(await resumeFiles()).toHaveLength(4);

    const counts = await purge();
    expect(counts).toEqual({ contactDeleted: 1, applicationsDeleted: 1, resumesDeleted: 3, spamDeleted: 2 });

    const contacts = await t.app.db.selectFrom('contact_submissions').select('name').orderBy('id').execute();
    expect(contacts.map((row) => row.name)).toEqual(['recent', 'recent-spam']);
    const applications = await t.app.db
      .selectFrom('job_applications')
      .select(['name', 'resume_file', 'resume_original_name', 'resume_size'])
      .orderBy('id')
      .execute();
    expect(applications).toEqual([
      // Past the résumé period but within the submission period: the application stays, its file goes.
      { name: 'stale-resume', resume_file: null, resume_original_name: null, resume_size: null },
      {
        name: 'recent-applicant',
        resume_file: recentResume,
        resume_original_name: 'recent-applicant.pdf',
        resume_size: samplePdf.length,
      },
    ]);
    // Only the recent applicant's bytes are left in the database; the others went with their rows.
    expect(await resumeFiles()).toEqual([recentResume]);
    expect([oldApplication, staleResume, spamResume]).not.toContain(recentResume);
  });

  it('records every run, and a second run (another instance, the next day) finds nothing twice', async () => {
    await contact('old', 366);
    await application('old-applicant', 400);
    await purge();
    await purge();
    const records = await t.app.db.selectFrom('retention_purges').selectAll().orderBy('id').execute();
    expect(records).toEqual([
      {
        id: expect.any(Number),
        ran_at: now.toISOString(),
        contact_deleted: 1,
        applications_deleted: 1,
        resumes_deleted: 1,
        spam_deleted: 0,
      },
      {
        id: expect.any(Number),
        ran_at: now.toISOString(),
        contact_deleted: 0,
        applications_deleted: 0,
        resumes_deleted: 0,
        spam_deleted: 0,
      },
    ]);
  });

  it('runs alongside another instance without double counts, and a file already gone is fine', async () => {
    const file = await application('stale-resume', 200);
    await contact('old', 366);
    const results = await Promise.all([purge(), purge()]);
    expect(results.reduce((total, counts) => total + counts.resumesDeleted, 0)).toBe(1);
    expect(results.reduce((total, counts) => total + counts.contactDeleted, 0)).toBe(1);
    expect(await resumeFiles()).not.toContain(file);
  });

  it('follows the configured periods', async () => {
    await contact('ten-days', 10);
    await contact('spam-three-days', 3, 'spam');
    const counts = await purgeExpiredSubmissions({
      repos: t.app.repos,
      settings: { submissionDays: 7, resumeDays: 7, spamDays: 2, auditLogDays: 365 },
      now,
    });
    expect(counts).toMatchObject({ contactDeleted: 1, spamDeleted: 1 });
    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'retention.purge').execute();
    expect(audit.map((entry) => [entry.actor_id, entry.summary])).toEqual([
      [null, 'Deleted 1 contact submission, 0 job applications, 0 résumés and 1 spam submission'],
    ]);
  });

  it('leaves no audit entry for a run that deleted nothing', async () => {
    await purge();
    expect(
      await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'retention.purge').execute(),
    ).toEqual([]);
  });
});
