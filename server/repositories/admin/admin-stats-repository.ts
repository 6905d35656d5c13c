import type { Kysely } from 'kysely';
import type { AdminStats, RecentChange } from '../../../contract/admin/admin-stats';
import type { Database } from '../../db/schema';
import { toActor } from './actor';

const recentChangeCount = 10;

async function countByStatus(db: Kysely<Database>, table: 'pages' | 'subpages') {
  const rows = await db
    .selectFrom(table)
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const counts = { draft: 0, published: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** New in the inbox only: spam waits in its own folder and is not news. */
async function countNew(db: Kysely<Database>, table: 'contact_submissions' | 'job_applications') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'new')
    .where('folder', '=', 'inbox')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

function recentContent(db: Kysely<Database>, table: 'pages' | 'subpages') {
  return db
    .selectFrom(table)
    .leftJoin('users', 'users.id', `${table}.updated_by`)
    .select([
      `${table}.id as id`,
      `${table}.title as title`,
      `${table}.updated_at as updated_at`,
      `${table}.updated_by as updated_by`,
      'users.display_name',
    ])
    .orderBy(`${table}.updated_at`, 'desc')
    .limit(recentChangeCount)
    .execute();
}

/** The dashboard's figures; each recent list is cut short in SQL, then the three are merged. */
async function recentChanges(db: Kysely<Database>): Promise<RecentChange[]> {
  const [pages, subpages, components] = await Promise.all([
    recentContent(db, 'pages'),
    recentContent(db, 'subpages'),
    db
      .selectFrom('global_components')
      .leftJoin('users', 'users.id', 'global_components.updated_by')
      .select([
        'global_components.name',
        'global_components.updated_at',
        'global_components.updated_by',
        'users.display_name',
      ])
      .orderBy('global_components.updated_at', 'desc')
      .limit(recentChangeCount)
      .execute(),
  ]);
  const changes: RecentChange[] = [
    ...pages.map((row) => ({ entityType: 'page' as const, entityId: String(row.id), title: row.title, ...audit(row) })),
    ...subpages.map((row) => ({
      entityType: 'subpage' as const,
      entityId: String(row.id),
      title: row.title,
      ...audit(row),
    })),
    ...components.map((row) => ({
      entityType: 'global-component' as const,
      entityId: row.name,
      title: row.name,
      ...audit(row),
    })),
  ];
  return changes.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, recentChangeCount);
}

function audit(row: { updated_at: string; updated_by: number | null; display_name: string | null }) {
  return { updatedAt: row.updated_at, updatedBy: toActor(row.updated_by, row.display_name) };
}

async function countPendingAccounts(db: Kysely<Database>) {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('approval', '=', 'pending')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function createAdminStatsRepository(db: Kysely<Database>) {
  return {
    async read(): Promise<AdminStats> {
      const [pages, subpages, contact, job, changes, pendingAccounts] = await Promise.all([
        countByStatus(db, 'pages'),
        countByStatus(db, 'subpages'),
        countNew(db, 'contact_submissions'),
        countNew(db, 'job_applications'),
        recentChanges(db),
        countPendingAccounts(db),
      ]);
      return { pages, subpages, newSubmissions: { contact, job }, recentChanges: changes, pendingAccounts };
    },
  };
}
