import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function createServerSecretsRepository(db: Kysely<Database>) {
  return {
    /**
     * The named secret, created from `generate` the first time anyone asks. Several instances may ask
     * at once: each inserts only if none exists, then all read back the one row that won.
     */
    async getOrCreate(name: string, generate: () => string): Promise<string> {
      const existing = await db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirst();
      if (existing) return existing.value;
      await db
        .insertInto('server_secrets')
        .values({ name, value: generate(), created_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return row.value;
    },
  };
}
