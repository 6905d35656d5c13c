import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forgetReferences } from '../content-references';
import { deleteRevisions } from './revisions-repository';

const entityOf = { subpages: 'subpage', articles: 'article' } as const;

/**
 * Deletes a subpage or an article only at the version the deleter read (one saved since may hold what they never
 * saw), with its revisions and the references it made. A page has its own delete: its subpages go with it.
 */
export function deleteAtVersion(
  db: Kysely<Database>,
  table: keyof typeof entityOf,
  id: number,
  expected: number,
): Promise<'deleted' | 'not-found' | 'stale'> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom(table).where('id', '=', id).where('version', '=', expected).executeTakeFirst();
    if (result.numDeletedRows === 0n) {
      const row = await trx.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
      return row ? 'stale' : 'not-found';
    }
    const entity = entityOf[table];
    await deleteRevisions(trx, entity, [String(id)]);
    await forgetReferences(trx, [{ type: entity, id }]);
    return 'deleted';
  });
}
