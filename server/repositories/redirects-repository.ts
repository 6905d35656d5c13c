import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema';

export function createRedirectsRepository(db: Kysely<Database>) {
  return {
    /** Where an old address leads now, counting the visit; undefined when it is no redirect's source. */
    async follow(source: string): Promise<string | undefined> {
      const row = await db
        .updateTable('redirects')
        .set({ hits: sql<number>`hits + 1` })
        .where('source', '=', source)
        .returning('target')
        .executeTakeFirst();
      return row?.target;
    },
  };
}
