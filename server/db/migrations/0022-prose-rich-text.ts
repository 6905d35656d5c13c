import type { Kysely, Migration } from 'kysely';
import { escapeRichText, unescapeRichText } from '../../../contract/rich-text/rich-text-escape';

/** The tables this migration reads, as they stand at 0019 (the app's schema may move on). */
interface Tables {
  pages: { id: number; content: string; draft: string | null };
  subpages: { id: number; content: string; draft: string | null };
  revisions: { id: number; entity_type: string; snapshot: string };
}

/**
 * The prose fields that held plain text until 0020, by block type: paths into a block's data, `*` standing for every
 * entry of a list. Written out here rather than read from the catalogue, which may move on after this migration.
 * Text blocks' `description` was rich text already; titles, labels, button texts, names and bullet points stay plain.
 */
export const proseFieldsAt0022: Readonly<Record<string, readonly string[]>> = {
  // A banner is one message, slides with a title, or bare slides.
  banner: ['description', 'slides.*.description', '*.description'],
  intro: ['description', 'description1', 'description2', 'content'],
  cards: ['description', 'items.*.description'],
  overview: ['description', 'items.*.description'],
  benefitsSection: ['description', 'items.*.description'],
  cultureSection: ['description', 'items.*.description', 'quote.text'],
  valuesSection: ['description', 'values.*.description'],
  features: ['*.description'],
  services: ['*.description'],
  solutions: ['*.description'],
  heroCarousel: ['slides.*.description'],
  logoCarousel: ['description'],
  ctaSection: ['description'],
  teamSection: ['description', 'members.*.bio'],
  testimonials: ['items.*.quote'],
  faq: ['items.*.answer'],
  partnersSection: ['description', 'partners.*.description'],
  partners: ['*.description1', '*.description2'],
  jobListingsSection: ['description', 'jobPostings.*.description'],
  caseStudies: ['description', 'items.*.summary'],
  certifications: ['description'],
  articles: ['description', 'items.*.summary'],
  contactForm: ['description'],
};

/**
 * The one prose field whose blank lines started paragraphs before 0020 (the intro's body). Every other field was drawn
 * as one paragraph whatever its line breaks, so its blank lines become line breaks: it still reads as one paragraph.
 */
const paragraphFields: ReadonlySet<string> = new Set(['intro content']);

type Json = Record<string, unknown>;
type Convert = (text: string, path: string) => string;

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

/** The value with the string at `path` converted; anything not shaped as the path expects is left as it is. */
function convertAt(value: unknown, path: readonly string[], convert: (text: string) => string): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return typeof value === 'string' ? convert(value) : value;
  if (step === '*') return Array.isArray(value) ? value.map((entry) => convertAt(entry, rest, convert)) : value;
  if (!isRecord(value) || !(step in value)) return value;
  return { ...value, [step]: convertAt(value[step], rest, convert) };
}

function convertBlock(block: unknown, convert: Convert): unknown {
  if (!isRecord(block) || typeof block.type !== 'string') return block;
  const { type } = block;
  let data = block.data;
  for (const path of proseFieldsAt0022[type] ?? []) {
    data = convertAt(data, path.split('.'), (text) => convert(text, `${type} ${path}`));
  }
  return { ...block, data };
}

/** A stored list of blocks converted, or undefined when it is not one (it is left as it is). */
function convertBlocks(value: unknown, convert: Convert): unknown[] | undefined {
  return Array.isArray(value) ? value.map((block) => convertBlock(block, convert)) : undefined;
}

function convertContent(text: string, convert: Convert): string | undefined {
  const blocks = convertBlocks(parse(text), convert);
  const converted = blocks && JSON.stringify(blocks);
  return converted === text ? undefined : converted;
}

/** A draft or revision snapshot: a document holding `blocks`. */
function convertDocument(text: string | null, convert: Convert): string | undefined {
  const document = text === null ? undefined : parse(text);
  if (!isRecord(document)) return undefined;
  const blocks = convertBlocks(document.blocks, convert);
  if (!blocks) return undefined;
  const converted = JSON.stringify({ ...document, blocks });
  return converted === text ? undefined : converted;
}

async function convertPages(db: Kysely<Tables>, convert: Convert): Promise<void> {
  for (const table of ['pages', 'subpages'] as const) {
    const rows = await db.selectFrom(table).select(['id', 'content', 'draft']).orderBy('id').execute();
    for (const row of rows) {
      const content = convertContent(row.content, convert);
      const draft = convertDocument(row.draft, convert);
      if (content === undefined && draft === undefined) continue;
      await db
        .updateTable(table)
        .set({ ...(content === undefined ? {} : { content }), ...(draft === undefined ? {} : { draft }) })
        .where('id', '=', row.id)
        .execute();
    }
  }
}

async function convertRevisions(db: Kysely<Tables>, convert: Convert): Promise<void> {
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
      const snapshot = convertDocument(row.snapshot, convert);
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
 * Issue 28 §2: every prose field takes rich text (`contract/rich-text`). What was stored as plain text becomes rich
 * text that reads exactly as before: the markers the parser would read (`*`, `[`, HTML's `<`, a heading's `#` or a
 * list's `- ` at a line's start…) are escaped with a backslash, in pages, subpages, their drafts and their revisions;
 * blank lines start paragraphs only where they did (`paragraphFields`). Preview links hold no content (they name the
 * item; the preview reads its working copy) and global components are not blocks: neither changes. Down takes the
 * escapes out again (the blank lines joined into one paragraph stay single line breaks); formatting written since
 * stays as its markup.
 */
const toRichText: Convert = (text, path) =>
  escapeRichText(paragraphFields.has(path) ? text : text.replace(/\n\s*\n/g, '\n'));

const toPlain: Convert = (text) => unescapeRichText(text);

async function up(db: Kysely<unknown>): Promise<void> {
  await convertPages(db as Kysely<Tables>, toRichText);
  await convertRevisions(db as Kysely<Tables>, toRichText);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await convertPages(db as Kysely<Tables>, toPlain);
  await convertRevisions(db as Kysely<Tables>, toPlain);
}

export const proseRichTextMigration: Migration = { up, down };
