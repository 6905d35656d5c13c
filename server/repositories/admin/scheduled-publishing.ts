import type { Kysely } from 'kysely';
import type { GlobalComponentName } from '../../../contract/global-components/global-component';
import { globalComponentTitles } from '../../../contract/global-components/global-component';
import { lockForUpdate } from '../../db/lock-for-update';
import type { Database } from '../../db/schema';
import { publishDueComponent } from './component-versions';
import type { ContentTable, SaveOutcome } from './content-versions';
import { changePublicationUnchecked, staleOnConflict } from './content-versions';

/** What "Publish at" is set on: a page or subpage by its id, a header, footer or call to action by its name. */
export type ScheduledRow =
  { table: ContentTable; id: number } | { table: 'global_components'; name: GlobalComponentName };

function lockedVersion(trx: Kysely<Database>, row: ScheduledRow) {
  const query =
    row.table === 'global_components'
      ? trx.selectFrom('global_components').select('version').where('name', '=', row.name)
      : trx.selectFrom(row.table).select('version').where('id', '=', row.id);
  return lockForUpdate(trx, query).executeTakeFirst();
}

function setSchedule(trx: Kysely<Database>, row: ScheduledRow, publishAt: string | null, userId: number) {
  const values = { publish_at: publishAt, updated_at: new Date().toISOString(), updated_by: userId };
  if (row.table === 'global_components') {
    return trx
      .updateTable('global_components')
      .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
      .where('name', '=', row.name)
      .execute();
  }
  return trx
    .updateTable(row.table)
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', row.id)
    .execute();
}

/**
 * "Publish at": only the time is stored, so no timer has to survive a restart. Setting or clearing it is a write
 * on the item (If-Match, a new version) but keeps no revision: the content does not change.
 */
export function scheduleVersion(
  db: Kysely<Database>,
  row: ScheduledRow,
  publishAt: string | null,
  userId: number,
  expected: number,
): Promise<SaveOutcome> {
  return staleOnConflict(() =>
    db.transaction().execute(async (trx): Promise<SaveOutcome> => {
      const current = await lockedVersion(trx, row);
      if (!current) return 'not-found';
      if (current.version !== expected) return 'stale';
      await setSchedule(trx, row, publishAt, userId);
      return { saved: true };
    }),
  );
}

/** One item that went live by itself, for the audit log: what, when it was due, and who had scheduled it. */
export interface ScheduledPublish {
  item: { type: 'page' | 'subpage' | 'article' | 'component'; id: string; label: string };
  publishAt: string;
  scheduledBy: { id: number; name: string } | null;
}

const itemTypes = { pages: 'page', subpages: 'subpage', articles: 'article' } as const;

async function publishDueContent(db: Kysely<Database>, table: ContentTable, now: Date): Promise<ScheduledPublish[]> {
  const due = await db
    .selectFrom(table)
    .leftJoin('users', 'users.id', `${table}.updated_by`)
    .select([`${table}.id`, `${table}.updated_by`, `${table}.publish_at`, 'users.display_name'])
    .where(`${table}.publish_at`, 'is not', null)
    .where(`${table}.publish_at`, '<=', now.toISOString())
    .execute();
  const published: ScheduledPublish[] = [];
  for (const row of due) {
    const outcome = await changePublicationUnchecked(db, table, row.id, row.updated_by, now);
    if (typeof outcome === 'string') continue;
    // The title it went live with: a draft's title is the page's from now on.
    const { title } = await db.selectFrom(table).select('title').where('id', '=', row.id).executeTakeFirstOrThrow();
    published.push({
      item: { type: itemTypes[table], id: String(row.id), label: title },
      publishAt: row.publish_at ?? now.toISOString(),
      scheduledBy: row.updated_by === null ? null : { id: row.updated_by, name: row.display_name ?? 'a deleted user' },
    });
  }
  return published;
}

async function publishDueComponents(db: Kysely<Database>, now: Date): Promise<ScheduledPublish[]> {
  const due = await db
    .selectFrom('global_components')
    .leftJoin('users', 'users.id', 'global_components.updated_by')
    .select([
      'global_components.name',
      'global_components.updated_by',
      'global_components.publish_at',
      'users.display_name',
    ])
    .where('global_components.publish_at', 'is not', null)
    .where('global_components.publish_at', '<=', now.toISOString())
    .execute();
  const published: ScheduledPublish[] = [];
  for (const row of due) {
    if ((await publishDueComponent(db, row.name, row.updated_by, now)) !== 'saved') continue;
    published.push({
      item: { type: 'component', id: row.name, label: globalComponentTitles[row.name] },
      publishAt: row.publish_at ?? now.toISOString(),
      scheduledBy: row.updated_by === null ? null : { id: row.updated_by, name: row.display_name ?? 'a deleted user' },
    });
  }
  return published;
}

/**
 * Publishes every page, subpage and global component whose time has come, as the person who scheduled it (the row's
 * last writer). Run at start (so a restart catches up) and then every half minute; on several instances each row is
 * published once, since the publish re-reads `publish_at` under the row's lock. Answers what went live.
 */
export async function publishDue(db: Kysely<Database>, now: Date): Promise<ScheduledPublish[]> {
  return [
    ...(await publishDueContent(db, 'pages', now)),
    ...(await publishDueContent(db, 'subpages', now)),
    ...(await publishDueContent(db, 'articles', now)),
    ...(await publishDueComponents(db, now)),
  ];
}
