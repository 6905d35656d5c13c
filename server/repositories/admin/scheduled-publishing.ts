import type { Kysely } from 'kysely';
import { lockForUpdate } from '../../db/lock-for-update';
import type { Database } from '../../db/schema';
import type { ContentTable, SaveOutcome } from './content-versions';
import { changePublicationUnchecked, staleOnConflict } from './content-versions';

/**
 * "Publish at": only the time is stored, so no timer has to survive a restart. Setting or clearing it is a write
 * on the item (If-Match, a new version) but keeps no revision: the content does not change.
 */
export function scheduleVersion(
  db: Kysely<Database>,
  table: ContentTable,
  id: number,
  publishAt: string | null,
  userId: number,
  expected: number,
): Promise<SaveOutcome> {
  return staleOnConflict(() =>
    db.transaction().execute(async (trx): Promise<SaveOutcome> => {
      const current = await lockForUpdate(
        trx,
        trx.selectFrom(table).select('version').where('id', '=', id),
      ).executeTakeFirst();
      if (!current) return 'not-found';
      if (current.version !== expected) return 'stale';
      await trx
        .updateTable(table)
        .set((eb) => ({
          publish_at: publishAt,
          updated_at: new Date().toISOString(),
          updated_by: userId,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .execute();
      return { saved: true };
    }),
  );
}

/**
 * Publishes every page and subpage whose time has come, as the person who scheduled it (the row's last writer).
 * Run at start (so a restart catches up) and then every half minute; on several instances each row is published
 * once, since the publish re-reads `publish_at` under the row's lock. Answers how many went live.
 */
export async function publishDue(db: Kysely<Database>, now: Date): Promise<number> {
  let published = 0;
  for (const table of ['pages', 'subpages'] as const satisfies ContentTable[]) {
    const due = await db
      .selectFrom(table)
      .select(['id', 'updated_by'])
      .where('publish_at', 'is not', null)
      .where('publish_at', '<=', now.toISOString())
      .execute();
    for (const row of due) {
      const outcome = await changePublicationUnchecked(db, table, row.id, row.updated_by, now);
      if (typeof outcome !== 'string') published += 1;
    }
  }
  return published;
}
