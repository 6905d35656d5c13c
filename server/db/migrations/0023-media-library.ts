import type { Kysely, Migration } from 'kysely';
import { binaryColumnType } from './binary-column';
import { idColumn } from './id-column';

/** The tables this migration reads, as they stand at 0022 (the app's schema may move on). */
interface Tables {
  media: { id: number; alt: string };
  pages: { id: number; content: string; draft: string | null };
  subpages: { id: number; content: string; draft: string | null };
  global_components: { name: string; content: string; draft: string | null };
  revisions: { id: number; snapshot: string };
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isImage = (value: Json) =>
  typeof value.src === 'string' &&
  typeof value.alt === 'string' &&
  typeof value.width === 'number' &&
  typeof value.height === 'number';
// Written out here rather than imported: a migration keeps doing what it did when it shipped.
const libraryId = (src: string) => /^\/media\/([1-9][0-9]{0,14})\/[a-f0-9]{16}\//.exec(src)?.[1];

/**
 * An image without alt text was drawn with `alt=""`, read by no one. A library picture now gets the library's
 * text; a site file has no text to give, so it is marked decorative, which is how it was drawn. A library picture
 * whose text an editor changed for this use keeps it as its own (`ownAlt`), so the library's does not replace it.
 */
export function giveAltText(value: unknown, altOf: ReadonlyMap<number, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => giveAltText(item, altOf));
  if (!isRecord(value)) return value;
  const walked = Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, giveAltText(entry, altOf)]));
  if (!isImage(value) || value.decorative === true) return walked;
  const id = libraryId(String(value.src));
  const alt = id === undefined ? undefined : altOf.get(Number(id));
  const given = String(value.alt);
  if (given.trim() === '') return alt ? { ...walked, alt } : { ...walked, decorative: true };
  return alt !== undefined && given !== alt && value.ownAlt === undefined ? { ...walked, ownAlt: true } : walked;
}

function converted(text: string | null, altOf: ReadonlyMap<number, string>): string | undefined {
  if (text === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const next = JSON.stringify(giveAltText(value, altOf));
  return next === JSON.stringify(value) ? undefined : next;
}

async function giveContentAltText(db: Kysely<Tables>): Promise<void> {
  const media = await db.selectFrom('media').select(['id', 'alt']).execute();
  const altOf = new Map(media.map((row) => [row.id, row.alt]));
  for (const table of ['pages', 'subpages'] as const) {
    for (const row of await db.selectFrom(table).select(['id', 'content', 'draft']).execute()) {
      const content = converted(row.content, altOf);
      const draft = converted(row.draft, altOf);
      if (content === undefined && draft === undefined) continue;
      await db
        .updateTable(table)
        .set({ ...(content === undefined ? {} : { content }), ...(draft === undefined ? {} : { draft }) })
        .where('id', '=', row.id)
        .execute();
    }
  }
  for (const row of await db.selectFrom('global_components').select(['name', 'content', 'draft']).execute()) {
    const content = converted(row.content, altOf);
    const draft = converted(row.draft, altOf);
    if (content === undefined && draft === undefined) continue;
    await db
      .updateTable('global_components')
      .set({ ...(content === undefined ? {} : { content }), ...(draft === undefined ? {} : { draft }) })
      .where('name', '=', row.name)
      .execute();
  }
  // Revisions too: a restored one must read as the schema now asks.
  const batch = 200;
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('revisions')
      .select(['id', 'snapshot'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(batch)
      .execute();
    for (const row of rows) {
      const snapshot = converted(row.snapshot, altOf);
      if (snapshot !== undefined)
        await db.updateTable('revisions').set({ snapshot }).where('id', '=', row.id).execute();
    }
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = last.id;
  }
}

/**
 * Issue 29: a library picture has a focal point (percent from its left and top, the middle until set), and
 * replacing its file keeps the file it replaces, with its renditions, as a revision that can be restored. Content
 * images without alt text get the library's (see `giveAltText`). Down drops the revisions and focal points and
 * leaves the alt texts given: they were valid before too.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  const binary = binaryColumnType(db);
  await db.schema
    .alterTable('media')
    .addColumn('focal_x', 'integer', (col) => col.notNull().defaultTo(50))
    .execute();
  await db.schema
    .alterTable('media')
    .addColumn('focal_y', 'integer', (col) => col.notNull().defaultTo(50))
    .execute();
  await db.schema
    .createTable('media_revisions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('media_id', 'integer', (col) => col.notNull().references('media.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('alt', 'text', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('data', binary, (col) => col.notNull())
    .addColumn('focal_x', 'integer', (col) => col.notNull())
    .addColumn('focal_y', 'integer', (col) => col.notNull())
    .addColumn('replaced_at', 'text', (col) => col.notNull())
    .addColumn('replaced_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('media_revisions_media').on('media_revisions').columns(['media_id', 'id']).execute();
  await db.schema
    .createTable('media_revision_renditions')
    .addColumn('revision_id', 'integer', (col) => col.notNull().references('media_revisions.id').onDelete('cascade'))
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('data', binary, (col) => col.notNull())
    .addPrimaryKeyConstraint('media_revision_renditions_pk', ['revision_id', 'width', 'format'])
    .execute();
  await giveContentAltText(db as Kysely<Tables>);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_revision_renditions').execute();
  await db.schema.dropTable('media_revisions').execute();
  await db.schema.alterTable('media').dropColumn('focal_y').execute();
  await db.schema.alterTable('media').dropColumn('focal_x').execute();
}

export const mediaLibraryMigration: Migration = { up, down };
