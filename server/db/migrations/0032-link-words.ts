import type { Kysely, Migration } from 'kysely';
import { linkWordsOf } from '../../link-targets/link-words';
import { databaseKind } from '../database-kind';

/** The tables this migration reads and writes, as they stand at 0031 (the app's schema may move on). */
interface Tables {
  pages: { id: number; content: string; link_words: string };
  subpages: { id: number; content: string; link_words: string };
}

const tables = ['pages', 'subpages'] as const;
const batch = 200;

async function backfill(db: Kysely<Tables>, table: (typeof tables)[number]): Promise<void> {
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'content'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(batch)
      .execute();
    for (const row of rows) {
      const words = linkWordsOf(row.content);
      if (words !== '') await db.updateTable(table).set({ link_words: words }).where('id', '=', row.id).execute();
    }
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = last.id;
  }
}

/** What the link tool's SQL narrows and orders by, per table: a covering index on SQLite (see `up`). */
const indexed = {
  pages: ['status', 'title', 'slug', 'link_words'],
  subpages: ['status', 'page_id', 'title', 'slug', 'link_words'],
} as const;

/**
 * The words the link tool's ranking can match in a page's or subpage's content, its blocks' headings (issue 33):
 * its SQL narrowed by `like '%word%'` over every published row's whole content, 79 ms (SQLite) and 208 ms
 * (PostgreSQL) at 10,000 pages; it narrows by these few words instead. Saves keep them (`recordReferences`); filled
 * here from the stored content.
 *
 * On SQLite a row keeps its content inline (about 4 KB a page), so even a scan that reads only the short columns
 * reads every page of the table: an index holding only them is a small part of its size. PostgreSQL moves long content
 * out of the row (TOAST) and needs none; its B-tree entries are also capped at about 2.7 KB, which a page with many
 * long headings would exceed, failing its save.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema
      .alterTable(table)
      .addColumn('link_words', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await backfill(db as Kysely<Tables>, table);
    if (databaseKind(db) === 'sqlite')
      await db.schema
        .createIndex(`${table}_link_words`)
        .on(table)
        .columns([...indexed[table]])
        .execute();
  }
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    if (databaseKind(db) === 'sqlite') await db.schema.dropIndex(`${table}_link_words`).execute();
    await db.schema.alterTable(table).dropColumn('link_words').execute();
  }
}

export const linkWordsMigration: Migration = { up, down };
