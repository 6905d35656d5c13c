import type { Kysely, Migration } from 'kysely';
import { referencesIn } from '../../content/content-references';

/** The tables this migration reads and writes, as they stand at 0025 (the app's schema may move on). */
interface Tables {
  pages: { id: number; content: string; draft: string | null };
  subpages: { id: number; content: string; draft: string | null };
  articles: { id: number; content: string; draft: string | null; meta: string };
  global_components: { name: string; content: string; draft: string | null };
  people: { id: number; photo: string | null; bio: string; credentials: string; links: string };
  media_uses: { media_id: number; source_type: string; source_key: string };
  link_references: { path: string; source_type: string; source_key: string };
}

const batch = 200;

async function record(db: Kysely<Tables>, sourceType: string, sourceKey: string, texts: (string | null)[]) {
  const { media, links } = referencesIn(texts);
  const source = { source_type: sourceType, source_key: sourceKey };
  if (media.size > 0) {
    await db
      .insertInto('media_uses')
      .values([...media].map((id) => ({ media_id: id, ...source })))
      .execute();
  }
  if (links.size > 0) {
    await db
      .insertInto('link_references')
      .values([...links].map((path) => ({ path, ...source })))
      .execute();
  }
}

/** Pages, subpages and articles, in batches of ids so a large site is never read at once. */
async function backfillContent(db: Kysely<Tables>, table: 'pages' | 'subpages' | 'articles') {
  const sourceType = { pages: 'page', subpages: 'subpage', articles: 'article' }[table];
  for (let after = 0; ;) {
    const rows: { id: number; texts: (string | null)[] }[] =
      table === 'articles'
        ? (
            await db
              .selectFrom('articles')
              .select(['id', 'content', 'draft', 'meta'])
              .where('id', '>', after)
              .orderBy('id')
              .limit(batch)
              .execute()
          ).map((row) => ({ id: row.id, texts: [row.content, row.draft, row.meta] }))
        : (
            await db
              .selectFrom(table)
              .select(['id', 'content', 'draft'])
              .where('id', '>', after)
              .orderBy('id')
              .limit(batch)
              .execute()
          ).map((row) => ({ id: row.id, texts: [row.content, row.draft] }));
    for (const row of rows) await record(db, sourceType, String(row.id), row.texts);
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = last.id;
  }
}

/**
 * What each document references (issue 33): library pictures (`media_uses`) and site addresses its links name
 * (`link_references`, with every path above each link). Saves keep them (`content-references` repository), so the
 * media list's "used on" and a rename's link rewrite look up the few documents concerned instead of reading every
 * page's content and draft. Filled here from what is stored.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_uses')
    .addColumn('media_id', 'integer', (col) => col.notNull())
    .addColumn('source_type', 'text', (col) => col.notNull())
    .addColumn('source_key', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('media_uses_pk', ['media_id', 'source_type', 'source_key'])
    .execute();
  await db.schema.createIndex('media_uses_source').on('media_uses').columns(['source_type', 'source_key']).execute();
  await db.schema
    .createTable('link_references')
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('source_type', 'text', (col) => col.notNull())
    .addColumn('source_key', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('link_references_pk', ['path', 'source_type', 'source_key'])
    .execute();
  await db.schema
    .createIndex('link_references_source')
    .on('link_references')
    .columns(['source_type', 'source_key'])
    .execute();

  const tables = db as Kysely<Tables>;
  for (const table of ['pages', 'subpages', 'articles'] as const) await backfillContent(tables, table);
  const components = await tables.selectFrom('global_components').select(['name', 'content', 'draft']).execute();
  for (const row of components) await record(tables, 'global', row.name, [row.content, row.draft]);
  // People are few (the team): one read.
  const people = await tables.selectFrom('people').select(['id', 'photo', 'bio', 'credentials', 'links']).execute();
  for (const row of people)
    await record(tables, 'person', String(row.id), [row.photo, row.bio, row.credentials, row.links]);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('link_references').execute();
  await db.schema.dropTable('media_uses').execute();
}

export const contentReferencesMigration: Migration = { up, down };
