import type { Kysely } from 'kysely';
import type { MediaUsage } from '../../contract/admin/admin-media';
import { mediaIdsIn } from '../../contract/media/media-urls';
import type { Database } from '../db/schema';

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

export interface ReplacedImage {
  oldUrl: string;
  newUrl: string;
  width: number;
  height: number;
}

/**
 * Points content at a replaced picture: every `src` (or logo path) that was the old address becomes the new
 * one, and an image object's width and height follow, so pages keep their layout-shift-free sizes.
 */
export function rewriteImageReferences(value: unknown, replaced: ReplacedImage): unknown {
  if (value === replaced.oldUrl) return replaced.newUrl;
  if (Array.isArray(value)) return value.map((item) => rewriteImageReferences(item, replaced));
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const rewritten = Object.fromEntries(
    Object.entries(record).map(([key, entry]) => [key, rewriteImageReferences(entry, replaced)]),
  );
  if (record.src === replaced.oldUrl && typeof record.width === 'number' && typeof record.height === 'number') {
    return { ...rewritten, width: replaced.width, height: replaced.height };
  }
  return rewritten;
}

/** Rewrites every document that mentions the old address; returns how many changed. */
export async function replaceImageInContent(db: Kysely<Database>, replaced: ReplacedImage): Promise<number> {
  const mentions = `%${replaced.oldUrl}%`;
  let changed = 0;
  const rewrite = (content: string) => JSON.stringify(rewriteImageReferences(JSON.parse(content), replaced));
  for (const table of ['pages', 'subpages'] as const) {
    const rows = await db.selectFrom(table).select(['id', 'content']).where('content', 'like', mentions).execute();
    for (const row of rows) {
      await db
        .updateTable(table)
        .set({ content: rewrite(row.content) })
        .where('id', '=', row.id)
        .execute();
      changed += 1;
    }
  }
  const components = await db
    .selectFrom('global_components')
    .select(['name', 'content', 'draft'])
    .where((eb) => eb.or([eb('content', 'like', mentions), eb('draft', 'like', mentions)]))
    .execute();
  for (const component of components) {
    // A pending draft follows too, so publishing it later does not bring the old address back.
    const draft = component.draft === null ? null : rewrite(component.draft);
    await db
      .updateTable('global_components')
      .set({ content: rewrite(component.content), draft })
      .where('name', '=', component.name)
      .execute();
    changed += 1;
  }
  return changed;
}
