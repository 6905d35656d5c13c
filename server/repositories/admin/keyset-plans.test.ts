import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionListQuerySchema } from '../../../contract/admin/admin-submissions';
import { PageListQuerySchema } from '../../../contract/admin/admin-pages';
import { AuditLogQuerySchema } from '../../../contract/admin/audit-log';
import type { CursorList } from '../../../contract/admin/list-cursor';
import { encodeCursor } from '../../../contract/admin/list-cursor';
import { databaseKind } from '../../db/database-kind';
import { migrateToLatest } from '../../db/migrate';
import type { Database } from '../../db/schema';
import { openTestDatabase } from '../../test/test-database';
import { createAuditLogRepository } from '../audit-log-repository';
import { createAdminPagesRepository } from './admin-pages-repository';
import { createContactSubmissionsAdminRepository } from './contact-submissions-admin-repository';
import { fillLists } from './keyset-fill.test-support';
import { explain, QueryCapture } from './keyset-plans.test-support';

let db: Kysely<Database>;
let drop: () => Promise<void>;
const rows = 20_000;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase('migrated'));
  await migrateToLatest(db);
  await fillLists(db, rows);
}, 120_000);
afterAll(() => drop());

/** A cursor deep into the list: rows from the middle on come after it, as on a late page. */
function deepCursor(list: CursorList, keyed: boolean): string {
  const key = keyed ? '2020-01-01T03:00:00.000Z' : '';
  return encodeCursor({ list, direction: 'after', key, id: rows / 2 });
}

/** The plan of the page read a repository call makes. */
async function planOf(call: (db: Kysely<Database>) => Promise<unknown>): Promise<string> {
  const capture = new QueryCapture();
  await call(db.withPlugin(capture));
  const [read] = capture.pageReads(db);
  if (!read) throw new Error('no page read was made');
  return explain(db, read);
}

/** Seeks on one of the named indexes, with neither a whole-table scan nor a sort of what it found. */
function expectSeekOn(plan: string, ...indexes: string[]): void {
  expect(
    indexes.some((index) => plan.includes(index)),
    plan,
  ).toBe(true);
  if (databaseKind(db) === 'postgres') {
    expect(plan).toMatch(/Index (Only )?Scan/);
    // (The users joined for names are a handful of rows: a scan of those is no matter.)
    expect(plan).not.toMatch(/Seq Scan on (audit_log|contact_submissions|pages)\b|Sort/);
  } else {
    expect(plan).toMatch(/SEARCH \w+ USING (COVERING )?INDEX/);
    expect(plan).not.toMatch(/TEMP B-TREE|SCAN (audit_log|contact_submissions|pages)\b(?! USING)/);
  }
}

describe(`keyset pages seek on an index (${rows} rows a list)`, () => {
  it('the audit log after a cursor, unfiltered and by action', async () => {
    const cursor = deepCursor('audit-log', true);
    const repository = (on: Kysely<Database>) => createAuditLogRepository(on);
    expectSeekOn(await planOf((on) => repository(on).list(AuditLogQuerySchema.parse({ cursor }))), 'audit_log_at_id');
    const byAction = AuditLogQuerySchema.parse({ cursor, action: 'page.publish' });
    // Half the entries are of this action, so the planner may keep to the time order and filter as it goes.
    expectSeekOn(await planOf((on) => repository(on).list(byAction)), 'audit_log_action_at_id', 'audit_log_at_id');
    const back = encodeCursor({
      list: 'audit-log',
      direction: 'before',
      key: '2020-01-01T03:00:00.000Z',
      id: rows / 2,
    });
    expectSeekOn(
      await planOf((on) => repository(on).list(AuditLogQuerySchema.parse({ cursor: back }))),
      'audit_log_at_id',
    );
  });

  it('contact submissions after a cursor, in the inbox and by status', async () => {
    const schema = submissionListQuerySchema('contact-submissions');
    const cursor = deepCursor('contact-submissions', true);
    const repository = (on: Kysely<Database>) => createContactSubmissionsAdminRepository(on);
    expectSeekOn(
      await planOf((on) => repository(on).list(schema.parse({ cursor }))),
      'contact_submissions_folder_created_id',
    );
    expectSeekOn(
      await planOf((on) => repository(on).list(schema.parse({ cursor, status: 'new' }))),
      'contact_submissions_folder_status_created_id',
    );
  });

  it('pages after a cursor by status', async () => {
    const query = PageListQuerySchema.parse({ cursor: deepCursor('pages', false), status: 'draft' });
    // Half the pages are drafts: SQLite may as well seek on the primary key (`rowid>?`), in order too.
    const plan = await planOf((on) => createAdminPagesRepository(on).list(query));
    expectSeekOn(plan, 'pages_status_id', 'INTEGER PRIMARY KEY (rowid>?)', 'pages_pkey');
  });
});
