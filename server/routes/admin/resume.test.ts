import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminMessages } from '../../../contract/admin/admin-messages';
import { AdminJobApplicationListSchema } from '../../../contract/admin/admin-submissions';
import type { TestApp } from '../../test/test-app';
import { storedResumes } from '../../test/stored-resumes';
import { createTestApp, multipart, samplePdf } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, signInStaff } from './admin.test-support';
import { attachmentName } from './submissions/download-resume-route';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp({ rateLimits: { submissions: { max: 100, timeWindow: 60_000 } } });
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

async function apply(fileName = 'Sam Okafor – CV.pdf'): Promise<number> {
  const form = await multipart(
    { jobTitle: 'Senior Cloud Security Consultant', name: 'Sam Okafor', email: 'sam@example.com' },
    { field: 'resume', name: fileName, type: 'application/pdf', bytes: samplePdf },
  );
  const response = await t.app.inject({ method: 'POST', url: '/api/public/job-applications', ...form });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ id: number }>().id;
}

describe('GET /api/admin/job-submissions/{id}/resume', () => {
  it('downloads the PDF as an attachment for staff', async () => {
    const id = await apply();
    const response = await call(t.app, 'GET', `/api/admin/job-submissions/${id}/resume`, staff.editor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Sam Okafor CV.pdf"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(new Uint8Array(response.rawPayload)).toEqual(samplePdf);
  });

  it('shows staff the uploaded name and size, never the stored file name', async () => {
    await apply();
    const list = await call(t.app, 'GET', '/api/admin/job-submissions', staff.editor);
    const [item] = AdminJobApplicationListSchema.parse(list.json()).items;
    expect(item?.resume).toEqual({ fileName: 'Sam Okafor – CV.pdf', size: samplePdf.byteLength });
    const [stored = ''] = await storedResumes(t.app.db);
    expect(stored).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(list.body).not.toContain(stored);
  });

  it('is refused to viewers and to signed-out callers', async () => {
    const id = await apply();
    expect((await call(t.app, 'GET', `/api/admin/job-submissions/${id}/resume`, staff.viewer)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/api/admin/job-submissions/${id}/resume`)).statusCode).toBe(401);
  });

  it('answers 404 when there is no résumé, no stored bytes or no application', async () => {
    const without = await t.app.repos.jobApplications.create({
      jobTitle: 'Analyst',
      name: 'No File',
      email: 'n@example.com',
    });
    const none = await call(t.app, 'GET', `/api/admin/job-submissions/${without}/resume`, staff.editor);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: adminMessages.resumeNotFound });
    const id = await apply();
    // A row from before 0017 whose file was already missing when the files moved into the database.
    await t.app.db.deleteFrom('resume_files').where('application_id', '=', id).execute();
    expect((await call(t.app, 'GET', `/api/admin/job-submissions/${id}/resume`, staff.editor)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/admin/job-submissions/9999/resume', staff.editor)).statusCode).toBe(404);
  });

  it('serves each application its own bytes', async () => {
    const first = await apply();
    const other = await t.app.repos.jobApplications.create({
      jobTitle: 'Analyst',
      name: 'Other',
      email: 'o@example.com',
      resume: { file: 'b'.repeat(32) + '.pdf', originalName: 'other.pdf', size: 9, data: Buffer.from('%PDF-other') },
    });
    const download = (id: number) => call(t.app, 'GET', `/api/admin/job-submissions/${id}/resume`, staff.editor);
    expect(new Uint8Array((await download(first)).rawPayload)).toEqual(samplePdf);
    expect((await download(other)).body).toBe('%PDF-other');
  });
});

describe('deleting an application', () => {
  it('deletes its résumé too', async () => {
    const id = await apply();
    expect(await storedResumes(t.app.db)).toHaveLength(1);
    expect((await call(t.app, 'DELETE', `/api/admin/job-submissions/${id}`, staff.editor)).statusCode).toBe(204);
    expect(await storedResumes(t.app.db)).toEqual([]);
  });

  it('deletes the résumés of a selection deleted at once', async () => {
    const ids = [await apply(), await apply('Second CV.pdf')];
    expect(await storedResumes(t.app.db)).toHaveLength(2);
    const response = await call(t.app, 'POST', '/api/admin/job-submissions/bulk', staff.editor, {
      ids,
      action: 'delete',
    });
    expect(response.json()).toEqual({ changed: 2 });
    expect(await storedResumes(t.app.db)).toEqual([]);
  });
});

describe('attachmentName', () => {
  it('keeps a safe version of the applicant’s file name', () => {
    expect(attachmentName('Résumé Ada.PDF', 1)).toBe('Resume Ada.pdf');
    expect(attachmentName('evil"\r\nX-Header: 1.pdf', 2)).toBe('evilX-Header 1.pdf');
    expect(attachmentName('../../secret.pdf', 3)).toBe('secret.pdf');
    expect(attachmentName('日本語.pdf', 4)).toBe('resume-4.pdf');
    expect(attachmentName(null, 5)).toBe('resume-5.pdf');
  });
});
