import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { MediaItem, MediaList, MediaListQuery, MediaUsage } from '../../contract/admin/admin-media';
import type { FocalPoint } from '../../contract/media/focal-point';
import { mediaExtensions, mediaMimeTypes } from '../../contract/media/media-rules';
import type { MediaAddress } from '../../contract/media/media-urls';
import { mediaOriginalUrl, renditionUrl } from '../../contract/media/media-urls';
import type { LibraryPicture } from '../content/library-picture';
import type { Database, MediaTable } from '../db/schema';
import type { Rendition } from '../media/make-renditions';
import type { ReadImage } from '../media/read-image';
import { listedUseKinds, mediaUsage, syncLibraryPicture } from './media-usage';
import { createMediaRevisions, keepRevision } from './media-revisions';
import { containsText } from './admin/text-search';
import { countValue, offsetOf } from './admin/paging-sql';

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
  'focal_x',
  'focal_y',
  'created_at',
  'updated_at',
  'updated_by',
] as const;

export function addressOf(row: Pick<MediaRow, 'id' | 'hash' | 'name' | 'format'>): MediaAddress {
  return { id: row.id, hash: row.hash, name: row.name, extension: mediaExtensions[row.format] };
}

interface Extras {
  renditions: RenditionRow[];
  usedOn: MediaUsage[];
  revisions: number;
}

function toItem(row: MediaRow, { renditions, usedOn, revisions }: Extras): MediaItem {
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
    focus: { x: row.focal_x, y: row.focal_y },
    usedOn,
    revisions,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What content copies of a picture (`withLibraryPicture`), read inside the transaction that changed it. */
export async function libraryPicture(db: Kysely<Database>, id: number): Promise<LibraryPicture | undefined> {
  const row = await db
    .selectFrom('media')
    .select(['id', 'hash', 'name', 'format', 'width', 'height', 'alt', 'focal_x', 'focal_y'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { width, height, alt } = row;
  return { id, url: mediaOriginalUrl(addressOf(row)), width, height, alt, focus: { x: row.focal_x, y: row.focal_y } };
}

export interface NewMedia {
  name: string;
  alt: string;
  image: ReadImage;
  renditions: Rendition[];
}

export async function insertRenditions(trx: Kysely<Database>, mediaId: number, renditions: Rendition[]) {
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

/** Content follows the picture in the transaction that changed it, so no page shows a half-made change. */
async function syncContent(trx: Kysely<Database>, id: number): Promise<void> {
  const picture = await libraryPicture(trx, id);
  if (picture) await syncLibraryPicture(trx, picture);
}

/** The media library's rows: pictures, their renditions and where content uses them. */
export function createMediaRepository(db: Kysely<Database>) {
  const revisions = createMediaRevisions(db, syncContent);

  async function items(rows: MediaRow[]): Promise<MediaItem[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [renditions, used, kept] = await Promise.all([
      db
        .selectFrom('media_renditions')
        .select(['media_id', 'width', 'format'])
        .where('media_id', 'in', ids)
        .orderBy('width')
        .orderBy('format')
        .execute(),
      mediaUsage(db, ids),
      db
        .selectFrom('media_revisions')
        .select((eb) => ['media_id', eb.fn.countAll<number | string | bigint>().as('count')])
        .where('media_id', 'in', ids)
        .groupBy('media_id')
        .execute(),
    ]);
    const revisionCounts = new Map(kept.map((row) => [row.media_id, countValue(row)]));
    return rows.map((row) =>
      toItem(row, { renditions, usedOn: used.get(row.id) ?? [], revisions: revisionCounts.get(row.id) ?? 0 }),
    );
  }

  return {
    /**
     * A page of the library (`page`, or `after` the last id of the page before), newest first: searched by name and alt text, of one format, or only what no content
     * shows (`media_uses`, kept by saves).
     */
    async list(query: MediaListQuery): Promise<MediaList> {
      let filtered = db.selectFrom('media');
      if (query.q) filtered = filtered.where(containsText(['media.name', 'media.alt'], query.q));
      if (query.type) filtered = filtered.where('format', '=', query.type);
      if (query.unused !== undefined) {
        const used = (eb: ExpressionBuilder<Database, 'media'>) =>
          eb.exists(
            eb
              .selectFrom('media_uses')
              .select('media_uses.media_id')
              .whereRef('media_uses.media_id', '=', 'media.id')
              .where('media_uses.source_type', 'in', [...listedUseKinds]),
          );
        filtered = filtered.where((eb) => (query.unused ? eb.not(used(eb)) : used(eb)));
      }
      // Newest first by id: `after` seeks past the last id the client saw; one row more says whether a next page exists.
      const page =
        query.after === undefined ? filtered.offset(offsetOf(query)) : filtered.where('id', '<', query.after).offset(0);
      const [read, count] = await Promise.all([
        page
          .select(listedColumns)
          .orderBy('id', 'desc')
          .limit(query.pageSize + 1)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<number | string | bigint>().as('count')).executeTakeFirst(),
      ]);
      const rows = read.slice(0, query.pageSize);
      const next = read.length > query.pageSize ? (rows.at(-1)?.id ?? null) : null;
      return {
        items: await items(rows),
        total: countValue(count),
        page: query.page,
        pageSize: query.pageSize,
        next,
      };
    },

    async find(id: number): Promise<MediaItem | undefined> {
      const row = await db.selectFrom('media').select(listedColumns).where('id', '=', id).executeTakeFirst();
      return row ? (await items([row]))[0] : undefined;
    },

    async usage(id: number): Promise<MediaUsage[]> {
      return (await mediaUsage(db, [id])).get(id) ?? [];
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

    /** The alt text, and the focal point when given; content showing the picture follows. */
    async update(id: number, change: { alt: string; focus?: FocalPoint | undefined }, userId: number | null) {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('media')
          .set({
            alt: change.alt,
            ...(change.focus ? { focal_x: change.focus.x, focal_y: change.focus.y } : {}),
            updated_at: new Date().toISOString(),
            updated_by: userId,
          })
          .where('id', '=', id)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        await syncContent(trx, id);
        return true;
      });
    },

    /**
     * Swaps the picture behind an id: new bytes, new renditions, new address. The file it replaces is kept as a
     * revision (with its renditions) and every page, subpage and global component that showed it now shows the
     * new one, all in one transaction.
     */
    async replaceFile(id: number, media: NewMedia, userId: number | null): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await keepRevision(trx, id, userId))) return false;
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
        await insertRenditions(trx, id, media.renditions);
        await syncContent(trx, id);
        return true;
      });
    },

    revisions,

    async remove(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('media_renditions').where('media_id', '=', id).execute();
        const kept = trx.selectFrom('media_revisions').select('id').where('media_id', '=', id);
        await trx.deleteFrom('media_revision_renditions').where('revision_id', 'in', kept).execute();
        await trx.deleteFrom('media_revisions').where('media_id', '=', id).execute();
        const result = await trx.deleteFrom('media').where('id', '=', id).executeTakeFirst();
        return result.numDeletedRows > 0n;
      });
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
