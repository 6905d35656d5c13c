import type { Kysely } from 'kysely';
import type { PreviewLink } from '../../contract/admin/publication';
import type { PreviewEntityType } from '../../contract/preview';
import type { Database } from '../db/schema';
import { createSessionSecret, hashSessionSecret } from '../security/session-token';
import { toActor } from './admin/actor';

const dayMs = 24 * 60 * 60 * 1000;

/** A page's or subpage's id as text, or a component's name: the key revisions use too. */
interface Entity {
  entityType: PreviewEntityType;
  entityKey: string;
}

export type SharedPreview = (Entity & { expired: false }) | { expired: true };

/** Shareable preview links (issue 14 §2): only a hash of the secret is stored, as for sessions and invitations. */
export function createPreviewLinksRepository(db: Kysely<Database>) {
  return {
    async create(entity: Entity, days: number, createdBy: number, now: Date) {
      const secret = createSessionSecret();
      const row = await db
        .insertInto('preview_links')
        .values({
          token_hash: hashSessionSecret(secret),
          entity_type: entity.entityType,
          entity_key: entity.entityKey,
          created_by: createdBy,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + days * dayMs).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, secret };
    },

    /** Newest first, expired ones included, so the editor sees a link that stopped working and why. */
    async list(entity: Entity): Promise<PreviewLink[]> {
      const rows = await db
        .selectFrom('preview_links')
        .leftJoin('users', 'users.id', 'preview_links.created_by')
        .select([
          'preview_links.id',
          'preview_links.created_at',
          'preview_links.expires_at',
          'preview_links.created_by',
          'users.display_name',
        ])
        .where('entity_type', '=', entity.entityType)
        .where('entity_key', '=', entity.entityKey)
        .orderBy('preview_links.id', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        createdBy: toActor(row.created_by, row.display_name),
      }));
    },

    async revoke(entity: Entity, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('preview_links')
        .where('id', '=', id)
        .where('entity_type', '=', entity.entityType)
        .where('entity_key', '=', entity.entityKey)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** What a secret shows; undefined for one never made or revoked. */
    async find(secret: string, now: Date): Promise<SharedPreview | undefined> {
      const row = await db
        .selectFrom('preview_links')
        .select(['entity_type', 'entity_key', 'expires_at'])
        .where('token_hash', '=', hashSessionSecret(secret))
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.expires_at <= now.toISOString()) return { expired: true };
      return { entityType: row.entity_type, entityKey: row.entity_key, expired: false };
    },
  };
}
