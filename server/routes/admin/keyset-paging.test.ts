import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminContactSubmissionListSchema } from '../../../contract/admin/admin-submissions';
import { AdminPageListSchema } from '../../../contract/admin/admin-pages';
import { AuditLogPageSchema } from '../../../contract/admin/audit-log';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, signInStaff } from './admin.test-support';
import { readPage, walkBack, walkByCursor } from './keyset-paging.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

/** Entries in 2020, three to a second, so the walk must break ties on the id; newest first by (at, id). */
async function seedAudit(count: number): Promise<number[]> {
  for (let index = 0; index < count; index += 1) {
    const at = new Date(Date.UTC(2020, 0, 1, 0, 0, Math.floor(index / 3)));
    await t.app.repos.auditLog.append({ action: 'page.create', actor: null, ip: null, authStyle: null }, at);
  }
  const rows = await t.app.db
    .selectFrom('audit_log')
    .select('id')
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

async function seedContacts(count: number, status: (index: number) => 'new' | 'read'): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const at = new Date(Date.UTC(2021, 0, 1, 0, Math.floor(index / 2))).toISOString();
    await t.app.db
      .insertInto('contact_submissions')
      .values({
        name: `Sender ${index}`,
        email: `s${index}@example.com`,
        message: 'Hello',
        status: status(index),
        company: null,
        phone: null,
        subject: null,
        spam_reasons: null,
        created_at: at,
        updated_at: at,
        updated_by: null,
      })
      .execute();
  }
}

const auditPage = (query: string) => (cursor: string | null) =>
  readPage(t.app, staff.admin, `/api/admin/audit-log?${query}${cursor ? `&cursor=${cursor}` : ''}`, (body) =>
    AuditLogPageSchema.parse(body),
  );

describe('keyset paging of the admin lists (issue 33)', () => {
  it('walks the audit log newest first, every entry once, while new ones arrive; back again by prevCursor', async () => {
    const before = await seedAudit(23);
    const read = auditPage('pageSize=5');
    const { pages, last } = await walkByCursor(read, async () => {
      await t.app.repos.auditLog.append({ action: 'auth.sign-in', actor: null, ip: null, authStyle: null });
    });
    expect(pages.flat()).toEqual(before);
    expect(pages.slice(0, -1).every((page) => page.length === 5)).toBe(true);
    expect(last.nextCursor).toBeNull();

    // Back from the oldest page: the same pages, then the entries that arrived, ending on a full page of the newest.
    const back = await walkBack(read, last);
    expect(back.slice(0, pages.length).reverse()).toEqual(pages);
    const newest = await read(null);
    expect(back.at(-1)).toEqual(newest.items.map((entry) => entry.id));
    expect(newest.prevCursor).toBeNull();
  });

  it('keeps the filter with the cursor, and a by-number page still answers as before', async () => {
    await seedContacts(17, (index) => (index % 3 === 0 ? 'new' : 'read'));
    const read = (cursor: string | null) =>
      readPage(
        t.app,
        staff.editor,
        `/api/admin/contact-submissions?status=new&q=sender&pageSize=2${cursor ? `&cursor=${cursor}` : ''}`,
        (body) => AdminContactSubmissionListSchema.parse(body),
      );
    const expected = await t.app.db
      .selectFrom('contact_submissions')
      .select('id')
      .where('status', '=', 'new')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const { pages } = await walkByCursor(read, async (page) => {
      // Received now: newer than the walk's position, so never on a later page.
      if (page === 1)
        await t.app.repos.contactSubmissions.create({ name: 'Late sender', email: 'late@example.com', message: 'Hi' });
    });
    expect(pages.flat()).toEqual(expected.map((row) => row.id));
    const second = await readPage(
      t.app,
      staff.editor,
      '/api/admin/contact-submissions?status=new&page=2&pageSize=2',
      (body) => AdminContactSubmissionListSchema.parse(body),
    );
    // By number, page 2 has shifted by the submission that arrived (what the cursor walk is spared).
    const late = await t.app.db
      .selectFrom('contact_submissions')
      .select('id')
      .where('name', '=', 'Late sender')
      .executeTakeFirstOrThrow();
    expect(second.items.map((item) => item.id)).toEqual([late.id, ...pages.flat()].slice(2, 4));
    expect(second.total).toBe(expected.length + 1);
  });

  it('walks the pages list by id, the pages created meanwhile included once, a status filter with it', async () => {
    const create = async (slug: string, status: 'draft' | 'published') => {
      const now = new Date().toISOString();
      await t.app.db
        .insertInto('pages')
        .values({
          slug,
          title: slug,
          description: '',
          status,
          content: '[]',
          created_at: now,
          updated_at: now,
          created_by: null,
          updated_by: null,
          draft: null,
          publish_at: null,
        })
        .execute();
    };
    for (let index = 0; index < 9; index += 1) await create(`walk-${index}`, index % 2 ? 'draft' : 'published');
    const read = (cursor: string | null) =>
      readPage(
        t.app,
        staff.viewer,
        `/api/admin/pages?status=draft&pageSize=3${cursor ? `&cursor=${cursor}` : ''}`,
        (body) => AdminPageListSchema.parse(body),
      );
    const { pages } = await walkByCursor(read, (page) =>
      page === 1 ? create('walk-late', 'draft') : Promise.resolve(),
    );
    const drafts = await t.app.db
      .selectFrom('pages')
      .select('id')
      .where('status', '=', 'draft')
      .orderBy('id')
      .execute();
    expect(pages.flat()).toEqual(drafts.map((row) => row.id));
  });

  it('refuses a malformed, tampered or foreign cursor with a 400 naming it, and a page size out of bounds', async () => {
    await seedContacts(3, () => 'new');
    const jobCursor = Buffer.from('job-submissions|a|2021-01-01T00:00:00.000Z|1').toString('base64url');
    const bad = [
      'not a cursor!',
      'A',
      'x'.repeat(300),
      Buffer.from('contact-submissions|a|2021-01-01T00:00:00.000Z|0').toString('base64url'),
      Buffer.from('contact-submissions|sideways|2021|1').toString('base64url'),
      Buffer.from('{"created_at":"2021","id":1}').toString('base64url'),
      jobCursor,
    ];
    for (const cursor of bad) {
      const response = await call(
        t.app,
        'GET',
        `/api/admin/contact-submissions?cursor=${encodeURIComponent(cursor)}`,
        staff.editor,
      );
      expect(response.statusCode, cursor).toBe(400);
      expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual(['cursor']);
    }
    const first = AdminContactSubmissionListSchema.parse(
      (await call(t.app, 'GET', '/api/admin/contact-submissions?pageSize=1', staff.editor)).json(),
    );
    const both = await call(
      t.app,
      'GET',
      `/api/admin/contact-submissions?page=2&cursor=${first.nextCursor ?? ''}`,
      staff.editor,
    );
    expect(both.json()).toEqual({
      error: 'Invalid input: cursor',
      fields: { cursor: 'Use either cursor or page, not both' },
    });
    const foreign = await call(t.app, 'GET', `/api/admin/audit-log?cursor=${first.nextCursor ?? ''}`, staff.admin);
    expect(foreign.statusCode).toBe(400);

    for (const pageSize of ['0', '101', '2.5', 'many']) {
      const response = await call(t.app, 'GET', `/api/admin/pages?pageSize=${pageSize}`, staff.viewer);
      expect(response.statusCode, pageSize).toBe(400);
      expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual(['pageSize']);
    }
    const largest = await call(t.app, 'GET', '/api/admin/audit-log?pageSize=100', staff.admin);
    expect(largest.json<{ pageSize: number }>().pageSize).toBe(100);
  });
});
