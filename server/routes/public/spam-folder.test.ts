import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AdminContactSubmissionListSchema,
  AdminJobApplicationListSchema,
} from '../../../contract/admin/admin-submissions';
import { FormTokenSchema, formTokenMinAgeMs } from '../../../contract/submissions';
import { buildApp } from '../../app';
import { call, signInStaff } from '../admin/admin.test-support';
import type { Staff } from '../admin/admin.test-support';
import type { TestApp } from '../../test/test-app';
import { storedResumes } from '../../test/stored-resumes';
import { createTestApp, multipart, samplePdf } from '../../test/test-app';

let t: TestApp;
let staff: Staff;
const start = new Date('2026-03-02T09:00:00.000Z');

beforeEach(async () => {
  // Only Date is faked: the server reads the time from it, while its timers and I/O run for real.
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  t = await createTestApp({ rateLimits: { submissions: { max: 100, timeWindow: 60_000 } } });
  staff = await signInStaff(t.app);
});
afterEach(async () => {
  await t.close();
  vi.useRealTimers();
});

const contact = {
  name: 'Priya Raman',
  email: 'priya@example.com',
  subject: 'Zero trust roadmap',
  message: 'We would like to discuss a zero trust assessment for our claims platform.',
};

async function formToken(): Promise<string> {
  const response = await t.app.inject('/api/public/form-token');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return FormTokenSchema.parse(response.json()).token;
}

/** A token drawn now and a clock moved on by `ms`, as a person takes that long to type. */
async function tokenAged(ms: number): Promise<string> {
  const token = await formToken();
  vi.setSystemTime(Date.now() + ms);
  return token;
}

const postContact = (payload: object) => t.app.inject({ method: 'POST', url: '/api/public/contact', payload });

const contactList = async (folder: '' | 'inbox' | 'spam') =>
  AdminContactSubmissionListSchema.parse(
    (
      await call(t.app, 'GET', `/api/admin/contact-submissions${folder ? `?folder=${folder}` : ''}`, staff.editor)
    ).json(),
  );

describe('spam checks on POST /api/public/contact', () => {
  it('puts a careful person in the inbox: a token older than 3 s and a plain message', async () => {
    const formTokenValue = await tokenAged(formTokenMinAgeMs + 1000);
    const response = await postContact({ ...contact, formToken: formTokenValue });
    expect(response.statusCode).toBe(201);
    const inbox = await contactList('');
    expect(inbox.items.map((item) => item.email)).toEqual(['priya@example.com']);
    expect(inbox.items[0]).toMatchObject({ folder: 'inbox', spamReasons: [] });
    expect(inbox.folders).toEqual({ inbox: 1, spam: 0 });
  });

  it('stores each kind of suspicious post in the Spam folder with the very same 201', async () => {
    const good = await tokenAged(formTokenMinAgeMs + 1000);
    const fresh = await formToken();
    const [issuedAt] = good.split('.');
    const cases: [string, object, RegExp][] = [
      ['honeypot', { ...contact, website: 'http://spam.example', formToken: good }, /hidden field/],
      ['too fresh', { ...contact, formToken: fresh }, /after the form was drawn/],
      ['forged', { ...contact, formToken: `${Number(issuedAt) - 60_000}.${'x'.repeat(43)}` }, /forged/],
      [
        'spammy',
        { ...contact, message: 'Cheap viagra and the best online casino bonus: http://a.example', formToken: good },
        /pharmacy spam/,
      ],
    ];
    for (const [label, payload, reason] of cases) {
      const email = `${label.replace(' ', '-')}@example.com`;
      const response = await postContact({ ...payload, email });
      expect(response.statusCode, label).toBe(201);
      expect(Object.keys(response.json()), label).toEqual(['id']);
      const spam = await contactList('spam');
      const item = spam.items.find((candidate) => candidate.email === email);
      expect(item, label).toMatchObject({ folder: 'spam', status: 'new' });
      expect(item?.spamReasons.join(' '), label).toMatch(reason);
    }
    const inbox = await contactList('inbox');
    expect(inbox.items).toEqual([]);
    expect(inbox.folders).toEqual({ inbox: 0, spam: 4 });
    expect((await contactList('')).total).toBe(0);
  });

  it('answers a spam post exactly as a good one, so a bot learns nothing', async () => {
    const good = await tokenAged(formTokenMinAgeMs + 1000);
    const kept = await postContact({ ...contact, formToken: good });
    const filed = await postContact({ ...contact, website: 'bot' });
    expect(filed.statusCode).toBe(kept.statusCode);
    expect(filed.headers['content-type']).toBe(kept.headers['content-type']);
    expect(filed.json<{ id: number }>().id).toBe(kept.json<{ id: number }>().id + 1);
  });

  it('rescues an item with "Not spam": it moves to the inbox and its reasons go', async () => {
    const response = await postContact({ ...contact, website: 'bot' });
    const { id } = response.json<{ id: number }>();
    const patched = await call(t.app, 'PATCH', `/api/admin/contact-submissions/${id}`, staff.editor, {
      folder: 'inbox',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ folder: 'inbox', spamReasons: [], updatedBy: { id: staff.ids.editor } });
    expect((await contactList('')).items.map((item) => item.id)).toEqual([id]);
    expect((await contactList('spam')).total).toBe(0);

    // And back by hand, saying so.
    await call(t.app, 'PATCH', `/api/admin/contact-submissions/${id}`, staff.editor, { folder: 'spam' });
    expect((await contactList('spam')).items[0]?.spamReasons).toEqual(['Moved to spam by staff']);
  });

  it('does not count spam among the dashboard’s new submissions', async () => {
    await postContact({ ...contact, website: 'bot' });
    await t.app.inject({
      method: 'POST',
      url: '/api/public/job-applications',
      payload: { jobTitle: 'Analyst', name: 'Bot', email: 'bot@example.com', website: 'x' },
    });
    const stats = await call(t.app, 'GET', '/api/admin/stats', staff.viewer);
    expect(stats.json()).toMatchObject({ newSubmissions: { contact: 0, job: 0 } });
  });
});

describe('spam checks on POST /api/public/job-applications', () => {
  it('keeps a spam application whole, résumé included, in the Spam folder', async () => {
    const form = await multipart(
      { jobTitle: 'Analyst', name: 'Sam Okafor', email: 'sam@example.com', formToken: await formToken() },
      { field: 'resume', name: 'cv.pdf', type: 'application/pdf', bytes: samplePdf },
    );
    const response = await t.app.inject({ method: 'POST', url: '/api/public/job-applications', ...form });
    expect(response.statusCode).toBe(201);
    const list = (folder: string) =>
      call(t.app, 'GET', `/api/admin/job-submissions?folder=${folder}`, staff.editor).then((answer) =>
        AdminJobApplicationListSchema.parse(answer.json()),
      );
    const spam = await list('spam');
    expect(spam.items[0]).toMatchObject({ email: 'sam@example.com', resume: { fileName: 'cv.pdf' } });
    expect(spam.items[0]?.spamReasons.join(' ')).toMatch(/after the form was drawn/);
    expect((await list('inbox')).total).toBe(0);
    const row = await t.app.repos.jobApplications.findById(response.json<{ id: number }>().id);
    expect(await storedResumes(t.app.db)).toEqual([row?.resume_file]);
  });

  it('puts a careful applicant in the inbox', async () => {
    const formTokenValue = await tokenAged(formTokenMinAgeMs);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/public/job-applications',
      payload: { jobTitle: 'Analyst', name: 'Sam Okafor', email: 'sam@example.com', formToken: formTokenValue },
    });
    expect(response.statusCode).toBe(201);
    expect((await t.app.repos.jobApplications.findById(response.json<{ id: number }>().id))?.folder).toBe('inbox');
  });
});

describe('the form-token key', () => {
  it('is made once and kept in the database, so every instance checks the others’ tokens', async () => {
    const token = await tokenAged(formTokenMinAgeMs + 1000);
    const secrets = await t.app.db.selectFrom('server_secrets').selectAll().execute();
    expect(secrets).toHaveLength(1);
    expect(secrets[0]?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // A second instance on the same database: it signs with the same key and accepts the first's token.
    const other = await buildApp({ db: t.app.db, dataDir: t.dataDir, authMode: 'token', logger: false });
    try {
      const response = await other.inject({
        method: 'POST',
        url: '/api/public/contact',
        payload: { ...contact, formToken: token },
      });
      expect(response.statusCode).toBe(201);
      expect((await t.app.repos.contactSubmissions.findById(response.json<{ id: number }>().id))?.folder).toBe('inbox');
      expect(await t.app.db.selectFrom('server_secrets').selectAll().execute()).toEqual(secrets);
    } finally {
      await other.close();
    }
  });
});

describe('form token field', () => {
  it('is named in a 400 when it is not text', async () => {
    const response = await postContact({ ...contact, formToken: 12 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { formToken: 'Must be text' } });
  });
});

describe('the time trap setting', () => {
  it('files nothing as too fresh when turned off (FORM_TIME_TRAP_SECONDS=0, browser tests only)', async () => {
    const untrapped = await createTestApp({ formTimeTrapMs: 0 });
    try {
      const token = FormTokenSchema.parse((await untrapped.app.inject('/api/public/form-token')).json()).token;
      const sent = await untrapped.app.inject({
        method: 'POST',
        url: '/api/public/contact',
        payload: { ...contact, formToken: token },
      });
      expect(sent.statusCode).toBe(201);
      const row = await untrapped.app.db
        .selectFrom('contact_submissions')
        .select('folder')
        .where('email', '=', contact.email)
        .executeTakeFirstOrThrow();
      expect(row.folder).toBe('inbox');
    } finally {
      await untrapped.close();
    }
  });
});
