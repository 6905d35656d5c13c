import type { Kysely, Migration } from 'kysely';
import { readRawBlocks } from '../../../contract/page-content/blocks';
import { blocksFromKeyedContent, keyedContent } from '../../../contract/page-content/keyed-content';
import { newBlockId } from '../../content/block-ids';

/** The tables this migration reads, as they stand at 0017 (the app's schema may move on). */
interface Tables {
  pages: { id: number; content: string; draft: string | null };
  subpages: { id: number; content: string; draft: string | null };
  revisions: { id: number; entity_type: string; snapshot: string };
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One way of the conversion: a stored content value, and a document (draft, snapshot) holding one. */
interface Direction {
  content: (value: unknown) => unknown;
  document: (value: Json) => Json | undefined;
}

/** Keyed content becomes blocks in its key order, each with a fresh id; a list is already blocks. */
const toBlocks: Direction = {
  content: (value) => (isRecord(value) ? blocksFromKeyedContent(value, newBlockId) : value),
  document: ({ content, ...rest }) => (isRecord(content) ? { ...rest, blocks: toBlocks.content(content) } : undefined),
};

/** Back: the spec's keyed view of the blocks (the first block of each name), as content was stored before. */
const toKeyed: Direction = {
  content: (value) => (Array.isArray(value) ? keyedContent(readRawBlocks(value)) : value),
  document: ({ blocks, ...rest }) =>
    Array.isArray(blocks) ? { ...rest, content: toKeyed.content(blocks) } : undefined,
};

/** A JSON text converted, or undefined when it needs no change (or cannot be read: it is left as it is). */
function convertContent(text: string, direction: Direction): string | undefined {
  const value = parse(text);
  if (value === undefined) return undefined;
  const converted = direction.content(value);
  return converted === value ? undefined : JSON.stringify(converted);
}

function convertDocument(text: string | null, direction: Direction): string | undefined {
  const value = text === null ? undefined : parse(text);
  if (!isRecord(value)) return undefined;
  const converted = direction.document(value);
  return converted && JSON.stringify(converted);
}

/** Every page and subpage: the live content and the draft (a working write: its `content` becomes `blocks`). */
async function convertDocuments(db: Kysely<Tables>, direction: Direction): Promise<void> {
  for (const table of ['pages', 'subpages'] as const) {
    const rows = await db.selectFrom(table).select(['id', 'content', 'draft']).orderBy('id').execute();
    for (const row of rows) {
      const content = convertContent(row.content, direction);
      const draft = convertDocument(row.draft, direction);
      if (content === undefined && draft === undefined) continue;
      await db
        .updateTable(table)
        .set({ ...(content === undefined ? {} : { content }), ...(draft === undefined ? {} : { draft }) })
        .where('id', '=', row.id)
        .execute();
    }
  }
}

/** Revisions of pages and subpages, a batch at a time (there may be a hundred per page); global components keep theirs. */
async function convertRevisions(db: Kysely<Tables>, direction: Direction): Promise<void> {
  const batch = 200;
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('revisions')
      .select(['id', 'snapshot'])
      .where('entity_type', 'in', ['page', 'subpage'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(batch)
      .execute();
    for (const row of rows) {
      const snapshot = convertDocument(row.snapshot, direction);
      if (snapshot !== undefined) {
        await db.updateTable('revisions').set({ snapshot }).where('id', '=', row.id).execute();
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = last.id;
  }
}

/**
 * Issue 28: a page's content becomes an ordered list of blocks `{id, type, data}` (`contract/page-content/blocks.ts`)
 * instead of an object keyed by section type, in the pages' and subpages' `content`, their drafts and their
 * revisions, keeping today's order (the keys'). The cloned section types merge into one type each with a variant
 * (`blockTypeOfKey`). Preview links hold no content (they name the item; the preview reads its working copy), and
 * global components are not pages: neither changes. Down turns blocks back into the keyed view, which keeps the
 * first block of each type only.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await convertDocuments(db as Kysely<Tables>, toBlocks);
  await convertRevisions(db as Kysely<Tables>, toBlocks);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await convertDocuments(db as Kysely<Tables>, toKeyed);
  await convertRevisions(db as Kysely<Tables>, toKeyed);
}

export const blocksMigration: Migration = { up, down };
