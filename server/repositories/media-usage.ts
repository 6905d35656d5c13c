import type { Kysely } from 'kysely';
import type { MediaUsage } from '../../contract/admin/admin-media';
import type { GlobalComponentName } from '../../contract/global-components/global-component';
import type { Database, ReferenceSourceType } from '../db/schema';
import type { LibraryPicture } from '../content/library-picture';
import { withLibraryPicture } from '../content/library-picture';
import { recordReferences } from './content-references';

const componentTitles = { header: 'Header', footer: 'Footer', cta: 'Call to action' } as const;

/**
 * What the media list names as a picture's uses: every kind `media_uses` records. Articles and people were left out
 * before, so an article's cover or a person's portrait read as unused and could be deleted from under them.
 */
const titledKinds = ['page', 'subpage', 'article', 'person'] as const;
const listedKinds = [...titledKinds, 'global'] as const;
type TitledKind = (typeof titledKinds)[number];
const tableOf = { page: 'pages', subpage: 'subpages', article: 'articles', person: 'people' } as const;
const editPathOf = {
  page: (id: string) => `/admin/pages/${id}`,
  subpage: (id: string) => `/admin/subpages/${id}`,
  article: (id: string) => `/admin/insights/${id}`,
  // People are edited in a dialog over their list.
  person: () => '/admin/people',
} as const;

/** The kinds of use the list names, for a filter on `media_uses` (`unused=`). */
export const listedUseKinds: readonly ReferenceSourceType[] = listedKinds;

async function titlesOf(db: Kysely<Database>, kind: TitledKind, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map<number, string>();
  if (kind === 'person') {
    const people = await db.selectFrom('people').select(['id', 'name']).where('id', 'in', ids).execute();
    return new Map(people.map((row) => [row.id, row.name]));
  }
  const rows = await db.selectFrom(tableOf[kind]).select(['id', 'title']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.title]));
}

const isTitledKind = (type: ReferenceSourceType): type is TitledKind =>
  (titledKinds as readonly ReferenceSourceType[]).includes(type);

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function usageOf(type: (typeof listedKinds)[number], key: string, title: string): MediaUsage {
  if (type === 'global') return { kind: 'global', id: key, title, editPath: '/admin/global-components' };
  return { kind: type, id: key, title, editPath: editPathOf[type](key) };
}

/**
 * Where each of these library images is used (pages, subpages, articles, people's portraits and bios, and the
 * header, footer and call to action, live or in a pending draft: deleting a picture only a draft shows would break
 * it on publish), from `media_uses`, which every save keeps (migration 0028): a lookup by the pictures asked about,
 * not a read of every page.
 */
export async function mediaUsage(
  db: Kysely<Database>,
  mediaIds: readonly number[],
): Promise<Map<number, MediaUsage[]>> {
  const usage = new Map<number, MediaUsage[]>();
  if (mediaIds.length === 0) return usage;
  const uses = await db
    .selectFrom('media_uses')
    .select(['media_id', 'source_type', 'source_key'])
    .where('media_id', 'in', [...mediaIds])
    .where('source_type', 'in', [...listedKinds])
    .execute();
  const idsOf = (type: TitledKind) =>
    uses.filter((use) => use.source_type === type).map((use) => Number(use.source_key));
  const titles = new Map(
    await Promise.all(titledKinds.map(async (kind) => [kind, await titlesOf(db, kind, idsOf(kind))] as const)),
  );
  const rows = uses.flatMap((use) => {
    const type = use.source_type;
    if (type === 'global') {
      const name = use.source_key as keyof typeof componentTitles;
      return [{ use, usage: usageOf('global', name, componentTitles[name]) }];
    }
    if (!isTitledKind(type)) return [];
    // A row deleted without its references is no use.
    const title = titles.get(type)?.get(Number(use.source_key));
    return title === undefined ? [] : [{ use, usage: usageOf(type, use.source_key, title) }];
  });
  // In the order of `listedKinds`: pages, subpages, articles and people by id, then components by name.
  rows.sort(
    (a, b) =>
      listedKinds.indexOf(a.usage.kind) - listedKinds.indexOf(b.usage.kind) ||
      (a.usage.kind === 'global' ? compareText(a.usage.id, b.usage.id) : Number(a.usage.id) - Number(b.usage.id)),
  );
  for (const { use, usage: entry } of rows) usage.set(use.media_id, [...(usage.get(use.media_id) ?? []), entry]);
  return usage;
}

/**
 * Brings every page, subpage (their drafts too) and global component that shows the picture up to date with it
 * (`withLibraryPicture`): after its file is replaced or restored, its alt text or focal point changed. Which ones
 * comes from `media_uses`; the picture keeps its id, so what they reference does not change. Revisions stay as they
 * were kept. Returns how many documents changed.
 */
export async function syncLibraryPicture(db: Kysely<Database>, picture: LibraryPicture): Promise<number> {
  const synced = (text: string) => JSON.stringify(withLibraryPicture(JSON.parse(text), picture));
  const uses = await db
    .selectFrom('media_uses')
    .select(['source_type', 'source_key'])
    .where('media_id', '=', picture.id)
    .where('source_type', 'in', [...listedKinds])
    .execute();
  let changed = 0;
  for (const table of ['pages', 'subpages'] as const) {
    const type = table === 'pages' ? 'page' : 'subpage';
    const ids = uses.filter((use) => use.source_type === type).map((use) => Number(use.source_key));
    if (ids.length === 0) continue;
    const rows = await db.selectFrom(table).select(['id', 'content', 'draft']).where('id', 'in', ids).execute();
    for (const row of rows) {
      const content = synced(row.content);
      const draft = row.draft === null ? null : synced(row.draft);
      if (content === row.content && draft === row.draft) continue;
      await db.updateTable(table).set({ content, draft }).where('id', '=', row.id).execute();
      // The picture keeps its id, so its uses stay; recorded anyway, as every write of content is.
      await recordReferences(db, { type, id: row.id });
      changed += 1;
    }
  }
  const names = uses.filter((use) => use.source_type === 'global').map((use) => use.source_key as GlobalComponentName);
  if (names.length === 0) return changed;
  const components = await db
    .selectFrom('global_components')
    .select(['name', 'content', 'draft'])
    .where('name', 'in', names)
    .execute();
  for (const component of components) {
    const content = synced(component.content);
    // A pending draft follows too, so publishing it later does not bring the old address back.
    const draft = component.draft === null ? null : synced(component.draft);
    if (content === component.content && draft === component.draft) continue;
    await db.updateTable('global_components').set({ content, draft }).where('name', '=', component.name).execute();
    await recordReferences(db, { type: 'global', name: component.name });
    changed += 1;
  }
  return changed;
}
