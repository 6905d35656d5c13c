import type { Kysely, Selectable } from 'kysely';
import type { MediaItem, MediaUsage } from '../../contract/admin/admin-media';
import { mediaExtensions, mediaMimeTypes } from '../../contract/media/media-rules';
import type { MediaAddress } from '../../contract/media/media-urls';
import { mediaOriginalUrl, renditionUrl } from '../../contract/media/media-urls';
import type { Database, MediaTable } from '../db/schema';
import type { Rendition } from '../media/make-renditions';
import type { ReadImage } from '../media/read-image';
import { mediaUsage, replaceImageInContent } from './media-usage';
import { containsText } from './admin/text-search';

type MediaRow = Omit<Selectable<MediaTable>, 'data'>;
type RenditionRow = { media_id: number; width: number; format: 'avif' | 'webp' };

const listedColumns = [
  'id',
  'name',
  'alt',
  'format',
  'width',
  'height',
  'bytes',
  'hash',
  'created_at',
  'updated_at',
  'updated_by',
] as const;

export function addressOf(row: Pick<MediaRow, 'id' | 'hash' | 'name' | 'format'>): MediaAddress {
  return { id: row.id, hash: row.hash, name: row.name, extension: mediaExtensions[row.format] };
}

function toItem(row: MediaRow, renditions: RenditionRow[], usedOn: MediaUsage[]): MediaItem {
  const address = addressOf(row);
  return {
    id: row.id,
    name: row.name,
    alt: row.alt,
    url: mediaOriginalUrl(address),
    mimeType: mediaMimeTypes[row.format],
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    renditions: renditions
      .filter((rendition) => rendition.media_id === row.id)
      .map((rendition) => ({
        url: renditionUrl(address, rendition.width, rendition.format),
        width: rendition.width,
        format: rendition.format,
      })),
    usedOn,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface NewMedia {
  name: string;
  alt: string;
  image: ReadImage;
  renditions: Rendition[];
}

/** The media library's rows: pictures, their renditions and where content uses them. */
export function createMediaRepository(db: Kysely<Database>) {
  async function items(rows: MediaRow[]): Promise<MediaItem[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [renditions, usage] = await Promise.all([
      db
        .selectFrom('media_renditions')
        .select(['media_id', 'width', 'format'])
        .where('media_id', 'in', ids)
        .orderBy('width')
        .orderBy('format')
        .execute(),
      mediaUsage(db),
    ]);
    return rows.map((row) => toItem(row, renditions, usage.get(row.id) ?? []));
  }

  async function insertRenditions(trx: Kysely<Database>, mediaId: number, renditions: Rendition[]) {
    if (renditions.length === 0) return;
    await trx
      .insertInto('media_renditions')
      .values(
        renditions.map((rendition) => ({
          media_id: mediaId,
          width: rendition.width,
          format: rendition.format,
          bytes: rendition.data.length,
          data: rendition.data,
        })),
      )
      .execute();
  }

  return {
    async list(q: string | undefined): Promise<MediaItem[]> {
      let query = db.selectFrom('media').select(listedColumns).orderBy('id', 'desc');
      if (q) query = query.where(containsText(['media.name', 'media.alt'], q));
      return items(await query.execute());
    },

    async find(id: number): Promise<MediaItem | undefined> {
      const row = await db.selectFrom('media').select(listedColumns).where('id', '=', id).executeTakeFirst();
      return row ? (await items([row]))[0] : undefined;
    },

    async usage(id: number): Promise<MediaUsage[]> {
      return (await mediaUsage(db)).get(id) ?? [];
    },

    async create(media: NewMedia, userId: number | null): Promise<number> {
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('media')
          .values({
            name: media.name,
            alt: media.alt,
            format: media.image.format,
            width: media.image.width,
            height: media.image.height,
            bytes: media.image.data.length,
            hash: media.image.hash,
            data: media.image.data,
            created_at: now,
            updated_at: now,
            updated_by: userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertRenditions(trx, id, media.renditions);
        return id;
      });
    },

    async updateAlt(id: number, alt: string, userId: number | null): Promise<boolean> {
      const result = await db
        .updateTable('media')
        .set({ alt, updated_at: new Date().toISOString(), updated_by: userId })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Swaps the picture behind an id: new bytes, new renditions, new address, and every page, subpage and global
     * component that showed the old one now shows the new one, all in one transaction.
     */
    async replaceFile(id: number, media: NewMedia, userId: number | null): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const old = await trx
          .selectFrom('media')
          .select(['id', 'hash', 'name', 'format'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!old) return false;
        const next = { id, hash: media.image.hash, name: media.name, format: media.image.format };
        await trx
          .updateTable('media')
          .set({
            name: media.name,
            alt: media.alt,
            format: media.image.format,
            width: media.image.width,
            height: media.image.height,
            bytes: media.image.data.length,
            hash: media.image.hash,
            data: media.image.data,
            updated_at: new Date().toISOString(),
            updated_by: userId,
          })
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('media_renditions').where('media_id', '=', id).execute();
        await insertRenditions(trx, id, media.renditions);
        await replaceImageInContent(trx, {
          oldUrl: mediaOriginalUrl(addressOf(old)),
          newUrl: mediaOriginalUrl(addressOf(next)),
          width: media.image.width,
          height: media.image.height,
        });
        return true;
      });
    },

    async remove(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('media_renditions').where('media_id', '=', id).execute();
        const result = await trx.deleteFrom('media').where('id', '=', id).executeTakeFirst();
        return result.numDeletedRows > 0n;
      });
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
