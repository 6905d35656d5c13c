import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AdminContactSubmissionListSchema,
  AdminContactSubmissionSchema,
  AdminJobApplicationListSchema,
} from '../../../contract/admin/admin-submissions';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, signInStaff } from './admin.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const fieldsOf = (response: { json: <T>() => T }) => response.json<{ fields: Record<string, string> }>().fields;

/** Three submissions received on three days in January 2025. */
async function seedContacts(): Promise<number[]> {
  const people = [
    {
      name: 'Priya Raman',
      email: 'priya@example.com',
      message: 'Zero trust assessment for claims, please.',
      day: '2025-01-05',
    },
    {
      name: 'Sam Okafor',
      email: 'sam@example.com',
      message: 'We need 100% coverage_of cloud accounts.',
      day: '2025-01-15',
    },
    {
      name: 'Lena Vogel',
      email: 'lena@example.com',
      message: 'A question about your AI fusion center.',
      day: '2025-01-25',
    },
  ];
  const ids: number[] = [];
  for (const person of people) {
    const id = await t.app.repos.contactSubmissions.create(person);
    const at = `${person.day}T12:00:00.000Z`;
    await t.app.db
      .updateTable('contact_submissions')
      .set({ created_at: at, updated_at: at })
      .where('id', '=', id)
      .execute();
    ids.push(id);
  }
  return ids;
}

const names = async (query: string) =>
  AdminContactSubmissionListSchema.parse(
    (await call(t.app, 'GET', `/api/admin/contact-submissions${query}`, staff.editor)).json(),
  ).items.map((item) => item.name);

describe('GET /api/admin/contact-submissions', () => {
  it('lists newest first with paging', async () => {
    await seedContacts();
    expect(await names('')).toEqual(['Lena Vogel', 'Sam Okafor', 'Priya Raman']);
    const page = AdminContactSubmissionListSchema.parse(
      (await call(t.app, 'GET', '/api/admin/contact-submissions?pageSize=2&page=2', staff.editor)).json(),
    );
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((item) => item.name)).toEqual(['Priya Raman']);
  });

  it('filters by text, status and an inclusive date range', async () => {
    const [priya] = await seedContacts();
    expect(await names('?q=ZERO%20TRUST')).toEqual(['Priya Raman']);
    expect(await names('?q=sam%40example')).toEqual(['Sam Okafor']);
    expect(await names('?q=100%25%20coverage_of')).toEqual(['Sam Okafor']);
    expect(await names('?from=2025-01-15&to=2025-01-25')).toEqual(['Lena Vogel', 'Sam Okafor']);
    expect(await names('?to=2025-01-05')).toEqual(['Priya Raman']);
    expect(await names('?from=2025-01-15T12:00:01Z')).toEqual(['Lena Vogel']);
    await call(t.app, 'PATCH', `/api/admin/contact-submissions/${priya}`, staff.editor, { status: 'archived' });
    expect(await names('?status=archived')).toEqual(['Priya Raman']);
    expect(await names('?status=new&q=')).toEqual(['Lena Vogel', 'Sam Okafor']);
  });

  it('names each bad filter', async () => {
    const cases: [string, Record<string, string>][] = [
      ['?status=spam', { status: 'Must be new, read or archived' }],
      ['?from=yesterday', { from: 'Use a date like 2025-01-31' }],
      ['?from=2025-02-01&to=2025-01-01', { to: 'Must not be before the start date' }],
      ['?pageSize=1000', { pageSize: 'Must be at most 100' }],
      ['?folder=junk', { folder: 'Must be inbox or spam' }],
    ];
    for (const [query, fields] of cases) {
      const response = await call(t.app, 'GET', `/api/admin/contact-submissions${query}`, staff.editor);
      expect(response.statusCode, query).toBe(400);
      expect(fieldsOf(response), query).toEqual(fields);
    }
  });
});

describe('PATCH /api/admin/contact-submissions/{id}', () => {
  it('changes the status, recording who and when', async () => {
    const [id] = await seedContacts();
    const response = await call(t.app, 'PATCH', `/api/admin/contact-submissions/${id}`, staff.editor, {
      status: 'read',
    });
    expect(response.statusCode).toBe(200);
    const item = AdminContactSubmissionSchema.parse(response.json());
    expect(item).toMatchObject({ status: 'read', updatedBy: { id: staff.ids.editor, displayName: 'eddie name' } });
    expect(item.updatedAt > item.createdAt).toBe(true);
  });

  it('names a missing or wrong status and answers 404 for an unknown submission', async () => {
    const [id] = await seedContacts();
    const url = `/api/admin/contact-submissions/${id}`;
    expect(fieldsOf(await call(t.app, 'PATCH', url, staff.editor, {}))).toEqual({
      status: 'Required when no folder is sent',
    });
    expect(fieldsOf(await call(t.app, 'PATCH', url, staff.editor, { folder: 'trash' }))).toEqual({
      folder: 'Must be inbox or spam',
    });
    expect(fieldsOf(await call(t.app, 'PATCH', url, staff.editor, { folder: ['spam'] }))).toEqual({
      folder: 'Must be inbox or spam',
    });
    expect(fieldsOf(await call(t.app, 'PATCH', url, staff.editor, { status: 'done' }))).toEqual({
      status: 'Must be new, read or archived',
    });
    expect(fieldsOf(await call(t.app, 'PATCH', url, staff.editor, { status: 3 }))).toEqual({
      status: 'Must be new, read or archived',
    });
    const missing = await call(t.app, 'PATCH', '/api/admin/contact-submissions/9999', staff.editor, { status: 'read' });
    expect(missing.json()).toEqual({ error: 'Contact submission not found' });
  });
});

describe('DELETE /api/admin/contact-submissions/{id}', () => {
  it('deletes it, then answers 404', async () => {
    const [id] = await seedContacts();
    expect((await call(t.app, 'DELETE', `/api/admin/contact-submissions/${id}`, staff.editor)).statusCode).toBe(204);
    expect(await names('')).not.toContain('Priya Raman');
    expect((await call(t.app, 'DELETE', `/api/admin/contact-submissions/${id}`, staff.editor)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/contact-submissions/bulk', () => {
  const bulk = (payload: unknown) => call(t.app, 'POST', '/api/admin/contact-submissions/bulk', staff.editor, payload);
  const list = async (query = '') =>
    AdminContactSubmissionListSchema.parse(
      (await call(t.app, 'GET', `/api/admin/contact-submissions${query}`, staff.editor)).json(),
    ).items;

  it('marks, archives, moves and deletes a selection at once, recording who', async () => {
    const [priya = 0, sam = 0, lena = 0] = await seedContacts();
    expect((await bulk({ ids: [priya, sam], action: 'read' })).json()).toEqual({ changed: 2 });
    expect((await list('?status=read')).map((item) => item.name).sort()).toEqual(['Priya Raman', 'Sam Okafor']);
    expect((await list('?status=read'))[0]?.updatedBy?.id).toBe(staff.ids.editor);
    expect((await bulk({ ids: [sam], action: 'archived' })).json()).toEqual({ changed: 1 });
    expect((await bulk({ ids: [lena], action: 'spam' })).json()).toEqual({ changed: 1 });
    expect((await list()).map((item) => item.name)).toEqual(['Sam Okafor', 'Priya Raman']);
    expect((await bulk({ ids: [lena], action: 'inbox' })).json()).toEqual({ changed: 1 });
    // A row deleted meanwhile is not counted, and does not stop the others.
    expect((await bulk({ ids: [priya, lena, 9999], action: 'delete' })).json()).toEqual({ changed: 2 });
    expect((await list()).map((item) => item.name)).toEqual(['Sam Okafor']);
  });

  it('names every bad field', async () => {
    const cases: [unknown, string][] = [
      [{ action: 'read' }, 'ids'],
      [{ ids: [1] }, 'action'],
      [{ ids: 'all', action: 'read' }, 'ids'],
      [{ ids: [], action: 'read' }, 'ids'],
      [{ ids: Array.from({ length: 201 }, (_, index) => index + 1), action: 'read' }, 'ids'],
      [{ ids: [1.5], action: 'read' }, 'ids.0'],
      [{ ids: [1], action: 'shred' }, 'action'],
      [{ ids: [1], action: 'read', everyone: true }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const response = await bulk(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(fieldsOf(response)), JSON.stringify(payload)).toEqual([field]);
    }
  });

  it('exports only the selected rows', async () => {
    const [priya, sam] = await seedContacts();
    const response = await call(
      t.app,
      'GET',
      `/api/admin/contact-submissions/export.csv?ids=${priya},${sam}`,
      staff.editor,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('priya@example.com');
    expect(response.body).toContain('sam@example.com');
    expect(response.body).not.toContain('lena@example.com');
    const bad = await call(t.app, 'GET', '/api/admin/contact-submissions/export.csv?ids=1,two', staff.editor);
    expect(fieldsOf(bad)).toEqual({ ids: 'Must be submission ids separated by commas (at most 200)' });
  });
});

describe('job applications', () => {
  it('list, filter, change status and delete like contact submissions', async () => {
    const id = await t.app.repos.jobApplications.create({
      jobTitle: 'Cloud Security Consultant',
      name: 'Ada Byron',
      email: 'ada@example.com',
    });
    await t.app.repos.jobApplications.create({
      jobTitle: 'Red Team Lead',
      name: 'Alan Kay',
      email: 'alan@example.com',
    });
    const list = async (query: string) =>
      AdminJobApplicationListSchema.parse(
        (await call(t.app, 'GET', `/api/admin/job-submissions${query}`, staff.editor)).json(),
      );
    expect((await list('?q=red%20team')).items.map((item) => item.name)).toEqual(['Alan Kay']);
    expect((await list('?q=ada')).items[0]).toMatchObject({
      jobTitle: 'Cloud Security Consultant',
      resume: null,
      status: 'new',
    });
    const patched = await call(t.app, 'PATCH', `/api/admin/job-submissions/${id}`, staff.editor, { status: 'read' });
    expect(patched.json()).toMatchObject({ status: 'read', updatedBy: { id: staff.ids.editor } });
    expect((await list('?status=read')).total).toBe(1);
    expect(
      fieldsOf(await call(t.app, 'PATCH', `/api/admin/job-submissions/${id}`, staff.editor, { status: '' })),
    ).toHaveProperty('status');
    expect((await call(t.app, 'DELETE', `/api/admin/job-submissions/${id}`, staff.editor)).statusCode).toBe(204);
    expect((await list('')).total).toBe(1);
    expect(
      (await call(t.app, 'PATCH', '/api/admin/job-submissions/9999', staff.editor, { status: 'read' })).json(),
    ).toEqual({ error: 'Job application not found' });
  });
});
