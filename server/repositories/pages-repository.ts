import type { Kysely } from 'kysely';
import type { PublicPage, PublicPageSummary } from '../../contract/pages';
import type { BlockInput } from '../content/block-ids';
import { withBlockIds } from '../content/block-ids';
import type { Database } from '../db/schema';
import { publicContent, readStoredBlocks } from './content-json';
import { recordReferences } from './content-references';
import { showTeamPeople } from './team-people';

/** A page as the seed writes it; its blocks get their ids here. */
export interface NewPage {
  slug: string;
  title: string;
  description: string;
  status: 'draft' | 'published';
  blocks: readonly BlockInput[];
}

export function createPagesRepository(db: Kysely<Database>) {
  return {
    listPublished(): Promise<PublicPageSummary[]> {
      return db
        .selectFrom('pages')
        .select(['id', 'title', 'description', 'slug'])
        .where('status', '=', 'published')
        .orderBy('id')
        .execute();
    },

    /** Slug and last change of every published page, for the sitemap. */
    async listPublishedUpdates(): Promise<{ slug: string; updatedAt: string }[]> {
      const rows = await db
        .selectFrom('pages')
        .select(['slug', 'updated_at'])
        .where('status', '=', 'published')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
    },

    async findPublishedBySlug(slug: string): Promise<PublicPage | undefined> {
      const row = await db
        .selectFrom('pages')
        .select(['id', 'title', 'description', 'slug', 'content', 'updated_at'])
        .where('slug', '=', slug)
        .where('status', '=', 'published')
        .executeTakeFirst();
      if (!row) return undefined;
      const { content, updated_at, ...summary } = row;
      const blocks = await showTeamPeople(db, readStoredBlocks(content));
      return { ...summary, ...publicContent(blocks), updatedAt: updated_at };
    },

    async findIdBySlug(slug: string): Promise<number | undefined> {
      const row = await db.selectFrom('pages').select('id').where('slug', '=', slug).executeTakeFirst();
      return row?.id;
    },

    async create(page: NewPage, userId: number | null): Promise<number> {
      const now = new Date().toISOString();
      // One transaction: the row and its references, and one commit rather than one per statement.
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('pages')
          .values({
            slug: page.slug,
            title: page.title,
            description: page.description,
            status: page.status,
            content: JSON.stringify(withBlockIds(page.blocks)),
            created_at: now,
            updated_at: now,
            created_by: userId,
            updated_by: userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordReferences(trx, { type: 'page', id: row.id });
        return row.id;
      });
    },

    async count(): Promise<number> {
      const { count } = await db
        .selectFrom('pages')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}
