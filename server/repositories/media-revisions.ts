import type { Kysely } from 'kysely';
import type { MediaRevision } from '../../contract/admin/admin-media';
import type { MediaFormat } from '../../contract/media/media-rules';
import { mediaMimeTypes } from '../../contract/media/media-rules';
import { lockForUpdate } from '../db/lock-for-update';
import type { Database } from '../db/schema';
import { toActor } from './admin/actor';

/** The staff-only address of a kept file (the public one went with the replacement). */
export const revisionFileUrl = (mediaId: number, revisionId: number) =>
  `/api/admin/media/${mediaId}/revisions/${revisionId}/file`;

const fileColumns = [
  'name',
  'alt',
  'format',
  'width',
  'height',
  'bytes',
  'hash',
  'data',
  'focal_x',
  'focal_y',
] as const;

/**
 * Keeps the picture's current file, with its renditions, as a revision and takes the renditions off the picture,
 * before the caller gives it another file. Holds the picture's row until the transaction ends (PostgreSQL), so
 * two replacements at once each keep the file they replaced. False when there is no such picture.
 */
export async function keepRevision(trx: Kysely<Database>, mediaId: number, userId: number | null): Promise<boolean> {
  const current = await lockForUpdate(
    trx,
    trx.selectFrom('media').select(fileColumns).where('id', '=', mediaId),
  ).executeTakeFirst();
  if (!current) return false;
  // Read into memory and written back rather than `insert … select`: the bytes are at most a few tens of MB, and
  // PostgreSQL would need every constant in the select list cast to its column's type.
  const { id: revisionId } = await trx
    .insertInto('media_revisions')
    .values({ ...current, media_id: mediaId, replaced_at: new Date().toISOString(), replaced_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const renditions = await trx
    .selectFrom('media_renditions')
    .select(['width', 'format', 'bytes', 'data'])
    .where('media_id', '=', mediaId)
    .execute();
  if (renditions.length > 0) {
    await trx
      .insertInto('media_revision_renditions')
      .values(renditions.map((rendition) => ({ ...rendition, revision_id: revisionId })))
      .execute();
  }
  await trx.deleteFrom('media_renditions').where('media_id', '=', mediaId).execute();
  return true;
}

export type MediaRestoreOutcome = 'restored' | 'not-found' | 'revision-not-found';

/** The media library's kept files: listed, served to staff, and restored. */
export function createMediaRevisions(
  db: Kysely<Database>,
  syncContent: (trx: Kysely<Database>, mediaId: number) => Promise<void>,
) {
  return {
    async list(mediaId: number): Promise<MediaRevision[]> {
      const rows = await db
        .selectFrom('media_revisions')
        .leftJoin('users', 'users.id', 'media_revisions.replaced_by')
        .select([
          'media_revisions.id',
          'media_revisions.name',
          'media_revisions.alt',
          'media_revisions.format',
          'media_revisions.width',
          'media_revisions.height',
          'media_revisions.bytes',
          'media_revisions.replaced_at',
          'media_revisions.replaced_by',
          'users.display_name',
        ])
        .where('media_revisions.media_id', '=', mediaId)
        .orderBy('media_revisions.id', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        alt: row.alt,
        mimeType: mediaMimeTypes[row.format],
        width: row.width,
        height: row.height,
        bytes: row.bytes,
        fileUrl: revisionFileUrl(mediaId, row.id),
        replacedAt: row.replaced_at,
        replacedBy: toActor(row.replaced_by, row.display_name),
      }));
    },

    async file(mediaId: number, revisionId: number): Promise<{ format: MediaFormat; data: Buffer } | undefined> {
      return db
        .selectFrom('media_revisions')
        .select(['format', 'data'])
        .where('id', '=', revisionId)
        .where('media_id', '=', mediaId)
        .executeTakeFirst();
    },

    /**
     * Makes a kept file the picture's file again (its renditions, alt text and focal point with it), keeping the
     * file it replaces as a revision in turn, so a restore can be undone the same way. The restored file gets its
     * old address back and content follows, all in one transaction.
     */
    async restore(mediaId: number, revisionId: number, userId: number | null): Promise<MediaRestoreOutcome> {
      return db.transaction().execute(async (trx) => {
        const exists = await trx.selectFrom('media').select('id').where('id', '=', mediaId).executeTakeFirst();
        if (!exists) return 'not-found';
        const revision = await trx
          .selectFrom('media_revisions')
          .select(fileColumns)
          .where('id', '=', revisionId)
          .where('media_id', '=', mediaId)
          .executeTakeFirst();
        if (!revision) return 'revision-not-found';
        if (!(await keepRevision(trx, mediaId, userId))) return 'not-found';
        const renditions = await trx
          .selectFrom('media_revision_renditions')
          .select(['width', 'format', 'bytes', 'data'])
          .where('revision_id', '=', revisionId)
          .execute();
        await trx
          .updateTable('media')
          .set({ ...revision, updated_at: new Date().toISOString(), updated_by: userId })
          .where('id', '=', mediaId)
          .execute();
        if (renditions.length > 0) {
          await trx
            .insertInto('media_renditions')
            .values(renditions.map((rendition) => ({ ...rendition, media_id: mediaId })))
            .execute();
        }
        await trx.deleteFrom('media_revision_renditions').where('revision_id', '=', revisionId).execute();
        await trx.deleteFrom('media_revisions').where('id', '=', revisionId).execute();
        await syncContent(trx, mediaId);
        return 'restored';
      });
    },
  };
}
