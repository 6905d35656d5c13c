import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErasurePreviewSchema, ErasureResultSchema } from '../../../contract/admin/admin-submissions';
import type { TestApp } from '../../test/test-app';
import { storedResumes } from '../../test/stored-resumes';
import { createTestApp, multipart, samplePdf } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, signInStaff } from './admin.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp({ rateLimits: { submissions: { max: 100, timeWindow: 60_000 } } });
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const resumes = () => storedResumes(t.app.db);

async function apply(email: string, withResume: boolean, website = '') {
  const fields = { jobTitle: 'Analyst', name: 'Sam Okafor', email, website };
  const form = await multipart(
    fields,
    withResume ? { field: 'resume', name: 'cv.pdf', type: 'application/pdf', bytes: samplePdf } : undefined,
  );
  const response = await t.app.inject({ method: 'POST', url: '/api/public/job-applications', ...form });
  expect(response.statusCode).toBe(201);
}

async function contact(email: string) {
  await t.app.repos.contactSubmissions.create({ name: 'Sam', email, message: 'Please call me back.' });
}

/** Sam wrote three times in three letter cases (one application went to spam); Priya once. */
async function seedPeople() {
  await contact('sam@example.com');
  await contact('Sam@Example.COM');
  await contact('priya@example.com');
  await apply('SAM@example.com', true);
  await apply('sam@example.com', true, 'bot-filled');
  await apply('sam@example.com', false);
  await apply('priya@example.com', true);
}

const erase = (headers: Record<string, string>, payload: unknown) =>
  call(t.app, 'POST', '/api/admin/submissions/erase', headers, payload);

describe('POST /api/admin/submissions/erase', () => {
  it('previews, then deletes every submission of one address in any case and folder, with résumés', async () => {
    await seedPeople();
    expect(await resumes()).toHaveLength(3);
    const preview = await call(t.app, 'POST', '/api/admin/submissions/erase-preview', staff.admin, {
      email: ' sam@EXAMPLE.com ',
    });
    expect(ErasurePreviewSchema.parse(preview.json())).toEqual({ contactSubmissions: 2, applications: 3, resumes: 2 });
    expect(await t.app.db.selectFrom('contact_submissions').selectAll().execute()).toHaveLength(3);

    const response = await erase(staff.admin, { email: 'Sam@example.com' });
    expect(response.statusCode).toBe(200);
    expect(ErasureResultSchema.parse(response.json())).toEqual({
      contactDeleted: 2,
      applicationsDeleted: 3,
      resumesDeleted: 2,
    });
    const left = await t.app.db.selectFrom('job_applications').select(['email', 'resume_file']).execute();
    expect(left.map((row) => row.email)).toEqual(['priya@example.com']);
    expect(await resumes()).toEqual([left[0]?.resume_file]);
    const contacts = await t.app.db.selectFrom('contact_submissions').select('email').execute();
    expect(contacts).toEqual([{ email: 'priya@example.com' }]);
  });

  it('records who erased what, keeping the address only as a SHA-256 of its lower case', async () => {
    await seedPeople();
    await erase(staff.admin, { email: 'SAM@example.com' });
    const records = await t.app.db.selectFrom('erasures').selectAll().execute();
    expect(records).toEqual([
      {
        id: expect.any(Number),
        erased_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        user_id: staff.ids.admin,
        email_sha256: createHash('sha256').update('sam@example.com').digest('hex'),
        contact_deleted: 2,
        applications_deleted: 3,
        resumes_deleted: 2,
      },
    ]);
    expect(JSON.stringify(records)).not.toMatch(/sam@/i);
  });

  it('answers zeros (and still records the request) for an address nobody used', async () => {
    const response = await erase(staff.admin, { email: 'nobody@example.com' });
    expect(response.json()).toEqual({ contactDeleted: 0, applicationsDeleted: 0, resumesDeleted: 0 });
    expect(await t.app.db.selectFrom('erasures').selectAll().execute()).toHaveLength(1);
  });

  it('is for admins only: 401 signed out, 403 for editors and viewers, nothing deleted', async () => {
    await seedPeople();
    for (const url of ['/api/admin/submissions/erase', '/api/admin/submissions/erase-preview']) {
      expect((await call(t.app, 'POST', url, {}, { email: 'sam@example.com' })).statusCode, url).toBe(401);
      for (const headers of [staff.editor, staff.viewer]) {
        const response = await call(t.app, 'POST', url, headers, { email: 'sam@example.com' });
        expect(response.statusCode, url).toBe(403);
        expect(response.json(), url).toEqual({ error: "Only an admin can delete a person's data" });
      }
    }
    expect(await t.app.db.selectFrom('contact_submissions').selectAll().execute()).toHaveLength(3);
    expect(await t.app.db.selectFrom('erasures').selectAll().execute()).toHaveLength(0);
  });

  it('names a missing, wrong-typed, too long or malformed address', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Required'],
      [{ email: 42 }, 'Must be text'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'At most 254 characters'],
      [{ email: 'not-an-address' }, 'Enter a valid email address'],
    ];
    for (const url of ['/api/admin/submissions/erase', '/api/admin/submissions/erase-preview']) {
      for (const [payload, message] of cases) {
        const response = await call(t.app, 'POST', url, staff.admin, payload);
        expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(response.json(), `${url} ${JSON.stringify(payload)}`).toMatchObject({ fields: { email: message } });
      }
    }
    expect(await t.app.db.selectFrom('erasures').selectAll().execute()).toHaveLength(0);
  });
});
