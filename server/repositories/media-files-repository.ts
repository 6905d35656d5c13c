import type { Kysely } from 'kysely';
import type { MediaFormat, RenditionFormat } from '../../contract/media/media-rules';
import type { Database } from '../db/schema';

/** Reads the bytes the public `/media/...` addresses serve. */
export function createMediaFilesRepository(db: Kysely<Database>) {
  return {
    /** The picture behind an address; the hash must be the current one, so a replaced picture's old address is gone. */
    async find(id: number, hash: string): Promise<{ name: string; format: MediaFormat } | undefined> {
      return db
        .selectFrom('media')
        .select(['name', 'format'])
        .where('id', '=', id)
        .where('hash', '=', hash)
        .executeTakeFirst();
    },

    async original(id: number): Promise<Buffer | undefined> {
      const row = await db.selectFrom('media').select('data').where('id', '=', id).executeTakeFirst();
      return row?.data;
    },

    async rendition(id: number, width: number, format: RenditionFormat): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('media_renditions')
        .select('data')
        .where('media_id', '=', id)
        .where('width', '=', width)
        .where('format', '=', format)
        .executeTakeFirst();
      return row?.data;
    },
  };
}
