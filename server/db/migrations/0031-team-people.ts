import type { Generated, Kysely, Migration } from 'kysely';
import { referencesIn } from '../../content/content-references';

/** The tables this migration reads and writes, as they stand at 0030 (the app's schema may move on). */
interface Tables {
  pages: { id: number; content: string; draft: string | null };
  subpages: { id: number; content: string; draft: string | null };
  articles: { id: number; content: string; draft: string | null; meta: string };
  revisions: { id: number; entity_type: string; snapshot: string };
  people: {
    id: Generated<number>;
    slug: string;
    name: string;
    role: string;
    photo: string | null;
    bio: string;
    credentials: string;
    links: string;
    created_at: string;
    updated_at: string;
    updated_by: number | null;
  };
  media_uses: { media_id: number; source_type: string; source_key: string };
  link_references: { path: string; source_type: string; source_key: string };
  person_uses: { person_id: number; source_type: string; source_key: string };
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function parse(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/** One member rewritten, or undefined when it is left as it is. */
type ConvertMember = (member: Json) => Promise<Json | undefined>;

/** A list of blocks with each team section's members rewritten; undefined when nothing changed. */
async function convertBlocks(blocks: unknown, convert: ConvertMember): Promise<unknown[] | undefined> {
  if (!Array.isArray(blocks)) return undefined;
  let changed = false;
  const converted: unknown[] = [];
  for (const block of blocks) {
    if (
      !isRecord(block) ||
      block.type !== 'teamSection' ||
      !isRecord(block.data) ||
      !Array.isArray(block.data.members)
    ) {
      converted.push(block);
      continue;
    }
    const members: unknown[] = [];
    for (const member of block.data.members) {
      const next = isRecord(member) ? await convert(member) : undefined;
      if (next !== undefined) changed = true;
      members.push(next ?? member);
    }
    converted.push({ ...block, data: { ...block.data, members } });
  }
  return changed ? converted : undefined;
}

/** A content column (a list of blocks) or a draft or snapshot (a document holding `blocks`), converted. */
async function convertStored(stored: string | null, convert: ConvertMember): Promise<string | undefined> {
  if (stored === null) return undefined;
  const value = parse(stored);
  if (Array.isArray(value)) {
    const blocks = await convertBlocks(value, convert);
    return blocks && JSON.stringify(blocks);
  }
  if (!isRecord(value)) return undefined;
  const blocks = await convertBlocks(value.blocks, convert);
  return blocks && JSON.stringify({ ...value, blocks });
}

const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '') || 'person';

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

async function recordReferences(db: Kysely<Tables>, sourceType: string, id: number, texts: (string | null)[]) {
  const source = { source_type: sourceType, source_key: String(id) };
  for (const table of ['media_uses', 'link_references', 'person_uses'] as const) {
    await db.deleteFrom(table).where('source_type', '=', sourceType).where('source_key', '=', String(id)).execute();
  }
  const { media, links, people } = referencesIn(texts);
  if (media.size > 0)
    await db
      .insertInto('media_uses')
      .values([...media].map((mediaId) => ({ media_id: mediaId, ...source })))
      .execute();
  if (links.size > 0)
    await db
      .insertInto('link_references')
      .values([...links].map((path) => ({ path, ...source })))
      .execute();
  if (people.size > 0)
    await db
      .insertInto('person_uses')
      .values([...people].map((personId) => ({ person_id: personId, ...source })))
      .execute();
}

/** Inline members become people: the person of that name, or a new one made from the member (issue 30). */
async function toPeople(db: Kysely<Tables>): Promise<ConvertMember> {
  const existing = await db.selectFrom('people').select(['id', 'slug', 'name']).execute();
  const byName = new Map(existing.map((person) => [nameKey(person.name), person.id]));
  const slugs = new Set(existing.map((person) => person.slug));
  const now = new Date().toISOString();
  return async (member) => {
    if (typeof member.personId === 'number' || typeof member.name !== 'string') return undefined;
    const known = byName.get(nameKey(member.name));
    if (known !== undefined) return { personId: known };
    const stem = slugOf(member.name);
    let slug = stem;
    for (let n = 2; slugs.has(slug); n += 1) slug = `${stem}-${n}`;
    const photo = isRecord(member.image) ? JSON.stringify(member.image) : null;
    const person = {
      ...{ slug, name: member.name.trim(), role: text(member.title).trim(), photo, bio: text(member.bio).trim() },
      ...{ credentials: '[]', links: '[]', created_at: now, updated_at: now, updated_by: null },
    };
    const { id } = await db.insertInto('people').values(person).returning('id').executeTakeFirstOrThrow();
    await recordReferences(db, 'person', id, [photo, person.bio, '[]', '[]']);
    byName.set(nameKey(member.name), id);
    slugs.add(slug);
    return { personId: id };
  };
}

/** People back into inline members (name, role as title, bio, photo as image); a member whose person is gone goes. */
async function toInline(db: Kysely<Tables>): Promise<ConvertMember> {
  const people = new Map((await db.selectFrom('people').selectAll().execute()).map((person) => [person.id, person]));
  return (member) => {
    if (typeof member.personId !== 'number') return Promise.resolve(undefined);
    const person = people.get(member.personId);
    const image = person?.photo ? parse(person.photo) : undefined;
    return Promise.resolve({
      name: person?.name ?? 'Removed person',
      title: person?.role ?? '',
      bio: person?.bio ?? '',
      ...(isRecord(image) ? { image } : {}),
    });
  };
}

const batch = 200;

/** Pages, subpages and articles (live and draft), then revisions, in batches of ids. */
async function convertAll(db: Kysely<Tables>, convert: ConvertMember): Promise<void> {
  for (const table of ['pages', 'subpages', 'articles'] as const) {
    const sourceType = { pages: 'page', subpages: 'subpage', articles: 'article' }[table];
    for (let after = 0; ;) {
      const rows: { id: number; content: string; draft: string | null; meta?: string }[] =
        table === 'articles'
          ? await db
              .selectFrom('articles')
              .select(['id', 'content', 'draft', 'meta'])
              .where('id', '>', after)
              .orderBy('id')
              .limit(batch)
              .execute()
          : await db
              .selectFrom(table)
              .select(['id', 'content', 'draft'])
              .where('id', '>', after)
              .orderBy('id')
              .limit(batch)
              .execute();
      for (const row of rows) {
        const [content, draft] = [await convertStored(row.content, convert), await convertStored(row.draft, convert)];
        if (content === undefined && draft === undefined) continue;
        const next = { content: content ?? row.content, draft: draft ?? row.draft };
        await db.updateTable(table).set(next).where('id', '=', row.id).execute();
        const meta = row.meta === undefined ? [] : [row.meta];
        await recordReferences(db, sourceType, row.id, [next.content, next.draft, ...meta]);
      }
      const last = rows.at(-1);
      if (!last || rows.length < batch) break;
      after = last.id;
    }
  }
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('revisions')
      .select(['id', 'snapshot'])
      .where('entity_type', 'in', ['page', 'subpage', 'article'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(batch)
      .execute();
    for (const row of rows) {
      const snapshot = await convertStored(row.snapshot, convert);
      if (snapshot !== undefined)
        await db.updateTable('revisions').set({ snapshot }).where('id', '=', row.id).execute();
    }
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = last.id;
  }
}

/**
 * Team sections name people of the collection (issue 30): each inline member (name, title, bio, image) of a page,
 * subpage or article, its draft and its revisions becomes `{ personId }`, the person of that name (case and spacing
 * aside) or a new person made from it (a slug from the name, the image as photo). `person_uses` records which
 * documents show whom, kept by saves like `media_uses`, so "pages showing person N" is one indexed lookup.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('person_uses')
    .addColumn('person_id', 'integer', (col) => col.notNull())
    .addColumn('source_type', 'text', (col) => col.notNull())
    .addColumn('source_key', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('person_uses_pk', ['person_id', 'source_type', 'source_key'])
    .execute();
  await db.schema.createIndex('person_uses_source').on('person_uses').columns(['source_type', 'source_key']).execute();
  const tables = db as Kysely<Tables>;
  await convertAll(tables, await toPeople(tables));
}

/** Back to inline members, from the people as they are now; people made by `up` stay. */
async function down(db: Kysely<unknown>): Promise<void> {
  const tables = db as Kysely<Tables>;
  await convertAll(tables, await toInline(tables));
  await db.schema.dropTable('person_uses').execute();
}

export const teamPeopleMigration: Migration = { up, down };
