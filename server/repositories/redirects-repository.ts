import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema';

export function createRedirectsRepository(db: Kysely<Database>) {
  return {
    /**
     * Where an old address leads now, counting the visit; undefined when it is no redirect's source. Every page
     * view asks, so the common miss is a read: only a hit writes (SQLite has one writer for the whole site).
     */
    async follow(source: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('redirects')
        .select(['id', 'target'])
        .where('source', '=', source)
        .executeTakeFirst();
      if (!row) return undefined;
      await db
        .updateTable('redirects')
        .set({ hits: sql<number>`hits + 1` })
        .where('id', '=', row.id)
        .execute();
      return row.target;
    },
  };
}
