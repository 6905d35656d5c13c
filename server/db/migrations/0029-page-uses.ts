import type { Kysely, Migration } from 'kysely';
import { referencesIn } from '../../content/content-references';

/** The tables this migration reads and writes, as they stand at 0028 (the app's schema may move on). */
interface Tables {
  articles: { id: number; content: string; draft: string | null; meta: string };
  people: { id: number; photo: string | null; bio: string; credentials: string; links: string };
  link_references: { path: string; source_type: string; source_key: string };
  page_uses: { page_id: number; source_type: string; source_key: string };
}

const batch = 200;

/** An article's draft keeps its meta as a JSON text inside its own. */
function draftMeta(draft: string | null): string | null {
  if (draft === null) return null;
  try {
    const value: unknown = JSON.parse(draft);
    const meta = value !== null && typeof value === 'object' ? (value as { meta?: unknown }).meta : undefined;
    return typeof meta === 'string' ? meta : null;
  } catch {
    return null;
  }
}

async function backfillArticles(db: Kysely<Tables>): Promise<void> {
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('articles')
      .select(['id', 'content', 'draft', 'meta'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(batch)
      .execute();
    for (const row of rows) {
      const { pages } = referencesIn([row.content, row.draft, row.meta, draftMeta(row.draft)]);
      if (pages.size === 0) continue;
      await db
        .insertInto('page_uses')
        .values([...pages].map((id) => ({ page_id: id, source_type: 'article', source_key: String(row.id) })))
        .execute();
    }
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = last.id;
  }
}

/** 0028 read a person's bio as JSON, which rich text is not, and so missed its links: recorded again here. */
async function rerecordPeopleLinks(db: Kysely<Tables>): Promise<void> {
  await db.deleteFrom('link_references').where('source_type', '=', 'person').execute();
  // People are few (the team): one read.
  const people = await db.selectFrom('people').select(['id', 'photo', 'bio', 'credentials', 'links']).execute();
  for (const row of people) {
    const { links } = referencesIn([row.photo, JSON.stringify(row.bio), row.credentials, row.links]);
    if (links.size === 0) continue;
    await db
      .insertInto('link_references')
      .values([...links].map((path) => ({ path, source_type: 'person', source_key: String(row.id) })))
      .execute();
  }
}

/**
 * Which documents show a page by its id (issue 33): an article's related services name pages by id and show their
 * title and address, so a page's save drops those articles' answers and renders, found here rather than by reading
 * every article. Saves keep it (`content-references` repository); filled here from what is stored.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_uses')
    .addColumn('page_id', 'integer', (col) => col.notNull())
    .addColumn('source_type', 'text', (col) => col.notNull())
    .addColumn('source_key', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('page_uses_pk', ['page_id', 'source_type', 'source_key'])
    .execute();
  await db.schema.createIndex('page_uses_source').on('page_uses').columns(['source_type', 'source_key']).execute();
  const tables = db as Kysely<Tables>;
  await backfillArticles(tables);
  await rerecordPeopleLinks(tables);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_uses').execute();
}

export const pageUsesMigration: Migration = { up, down };
