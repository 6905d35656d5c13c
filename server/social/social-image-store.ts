import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Drawn link-preview pictures, one row per item at its current version (migration 0027). */
export function socialImageStore(db: Kysely<Database>) {
  return {
    async find(item: string, version: string): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('social_images')
        .select('data')
        .where('item', '=', item)
        .where('version', '=', version)
        .executeTakeFirst();
      return row?.data;
    },
    /** Replaces the item's older version, if any: its address is no longer written anywhere. */
    async put(item: string, version: string, data: Buffer, now: Date): Promise<void> {
      await db
        .insertInto('social_images')
        .values({ item, version, data, created_at: now.toISOString() })
        .onConflict((conflict) => conflict.column('item').doUpdateSet({ version, data, created_at: now.toISOString() }))
        .execute();
    },
  };
}
