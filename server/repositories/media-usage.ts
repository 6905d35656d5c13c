import type { Kysely } from 'kysely';
import type { MediaUsage } from '../../contract/admin/admin-media';
import { mediaIdsIn } from '../../contract/media/media-urls';
import type { Database } from '../db/schema';
import type { LibraryPicture } from '../content/library-picture';
import { withLibraryPicture } from '../content/library-picture';

const componentTitles = { header: 'Header', footer: 'Footer', cta: 'Call to action' } as const;

/**
 * Where each library image is used, read from the content itself (pages, subpages, header, footer, call to
 * action) rather than from a side table that could drift from it. The site holds tens of documents, so one
 * read of them all is cheaper than keeping such a table right on every save.
 */
export async function mediaUsage(db: Kysely<Database>): Promise<Map<number, MediaUsage[]>> {
  const [pages, subpages, components] = await Promise.all([
    db.selectFrom('pages').select(['id', 'title', 'content', 'draft']).orderBy('id').execute(),
    db.selectFrom('subpages').select(['id', 'title', 'content', 'draft']).orderBy('id').execute(),
    db.selectFrom('global_components').select(['name', 'content', 'draft']).orderBy('name').execute(),
  ]);
  const documents: { usage: MediaUsage; content: string }[] = [
    ...pages.map((page) => ({
      usage: { kind: 'page' as const, id: String(page.id), title: page.title, editPath: `/admin/pages/${page.id}` },
      // A live page's draft counts too: deleting a picture only the draft shows would break it on publish.
      content: page.content + (page.draft ?? ''),
    })),
    ...subpages.map((subpage) => ({
      usage: {
        kind: 'subpage' as const,
        id: String(subpage.id),
        title: subpage.title,
        editPath: `/admin/subpages/${subpage.id}`,
      },
      content: subpage.content + (subpage.draft ?? ''),
    })),
    ...components.map((component) => ({
      usage: {
        kind: 'global' as const,
        id: component.name,
        title: componentTitles[component.name],
        editPath: '/admin/global-components',
      },
      // A pending draft counts too, as a page's does.
      content: component.content + (component.draft ?? ''),
    })),
  ];
  const usage = new Map<number, MediaUsage[]>();
  for (const document of documents) {
    for (const id of mediaIdsIn(document.content)) usage.set(id, [...(usage.get(id) ?? []), document.usage]);
  }
  return usage;
}

/**
 * Brings every page, subpage (their drafts too) and global component that shows the picture up to date with it
 * (`withLibraryPicture`): after its file is replaced or restored, its alt text or focal point changed. Revisions
 * stay as they were kept. Returns how many documents changed.
 */
export async function syncLibraryPicture(db: Kysely<Database>, picture: LibraryPicture): Promise<number> {
  const mentions = `%/media/${picture.id}/%`;
  const synced = (text: string) => JSON.stringify(withLibraryPicture(JSON.parse(text), picture));
  let changed = 0;
  for (const table of ['pages', 'subpages'] as const) {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'content', 'draft'])
      .where((eb) => eb.or([eb('content', 'like', mentions), eb('draft', 'like', mentions)]))
      .execute();
    for (const row of rows) {
      const content = synced(row.content);
      const draft = row.draft === null ? null : synced(row.draft);
      if (content === row.content && draft === row.draft) continue;
      await db.updateTable(table).set({ content, draft }).where('id', '=', row.id).execute();
      changed += 1;
    }
  }
  const components = await db
    .selectFrom('global_components')
    .select(['name', 'content', 'draft'])
    .where((eb) => eb.or([eb('content', 'like', mentions), eb('draft', 'like', mentions)]))
    .execute();
  for (const component of components) {
    const content = synced(component.content);
    // A pending draft follows too, so publishing it later does not bring the old address back.
    const draft = component.draft === null ? null : synced(component.draft);
    if (content === component.content && draft === component.draft) continue;
    await db.updateTable('global_components').set({ content, draft }).where('name', '=', component.name).execute();
    changed += 1;
  }
  return changed;
}
