import type { Kysely } from 'kysely';
import type { PublicSubpage, PublicSubpageSummary } from '../../contract/pages';
import type { Database } from '../db/schema';
import { withBlockIds } from '../content/block-ids';
import { publicContent, readStoredBlocks } from './content-json';
import { recordReferences } from './content-references';
import { showTeamPeople } from './team-people';
import type { NewPage } from './pages-repository';

/** A subpage is public only while both it and its parent page are published. */
function publishedSubpages(db: Kysely<Database>) {
  return db
    .selectFrom('subpages')
    .innerJoin('pages', 'pages.id', 'subpages.page_id')
    .where('subpages.status', '=', 'published')
    .where('pages.status', '=', 'published');
}

const summaryColumns = [
  'subpages.id',
  'subpages.title',
  'subpages.description',
  'subpages.slug',
  'pages.slug as parentSlug',
  'pages.title as parentTitle',
] as const;

function withFullPath<T extends { slug: string; parentSlug: string }>(row: T): T & { fullPath: string } {
  return { ...row, fullPath: `/${row.parentSlug}/${row.slug}` };
}

export function createSubpagesRepository(db: Kysely<Database>) {
  return {
    async listPublished(): Promise<PublicSubpageSummary[]> {
      const rows = await publishedSubpages(db).select(summaryColumns).orderBy('subpages.id').execute();
      return rows.map(withFullPath);
    },

    /** Address parts and last change of every public subpage, for the sitemap. */
    async listPublishedUpdates(): Promise<{ parentSlug: string; slug: string; updatedAt: string }[]> {
      const rows = await publishedSubpages(db)
        .select(['pages.slug as parentSlug', 'subpages.slug', 'subpages.updated_at'])
        .orderBy('subpages.id')
        .execute();
      return rows.map((row) => ({ parentSlug: row.parentSlug, slug: row.slug, updatedAt: row.updated_at }));
    },

    async findPublished(parentSlug: string, slug: string): Promise<PublicSubpage | undefined> {
      const row = await publishedSubpages(db)
        .select([...summaryColumns, 'subpages.content', 'subpages.updated_at'])
        .where('pages.slug', '=', parentSlug)
        .where('subpages.slug', '=', slug)
        .executeTakeFirst();
      if (!row) return undefined;
      const { content, updated_at, ...summary } = row;
      const blocks = await showTeamPeople(db, readStoredBlocks(content));
      return { ...withFullPath(summary), ...publicContent(blocks), updatedAt: updated_at };
    },

    async create(pageId: number, subpage: NewPage, userId: number | null): Promise<number> {
      const now = new Date().toISOString();
      // One transaction: the row and its references, and one commit rather than one per statement.
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('subpages')
          .values({
            page_id: pageId,
            slug: subpage.slug,
            title: subpage.title,
            description: subpage.description,
            status: subpage.status,
            content: JSON.stringify(withBlockIds(subpage.blocks)),
            created_at: now,
            updated_at: now,
            created_by: userId,
            updated_by: userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordReferences(trx, { type: 'subpage', id: row.id });
        return row.id;
      });
    },
  };
}
