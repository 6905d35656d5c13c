import type { Kysely } from 'kysely';
import type { MediaUsage } from '../../contract/admin/admin-media';
import { mediaIdsIn } from '../../contract/media/media-urls';
import type { Database } from '../db/schema';
import { articleTexts, personTexts } from './content-references';

const componentTitles = { header: 'Header', footer: 'Footer', cta: 'Call to action' } as const;

/**
 * The media list's usage as it was read before migration 0028: from every page's, subpage's and component's content
 * and draft, and (since articles and people are listed too) every article's texts and person's columns. Kept for tests
 * as the oracle `media_uses` must agree with.
 */
export async function mediaUsageFromContent(db: Kysely<Database>): Promise<Map<number, MediaUsage[]>> {
  const [pages, subpages, articles, people, components] = await Promise.all([
    db.selectFrom('pages').select(['id', 'title', 'content', 'draft']).orderBy('id').execute(),
    db.selectFrom('subpages').select(['id', 'title', 'content', 'draft']).orderBy('id').execute(),
    db.selectFrom('articles').select(['id', 'title', 'content', 'draft', 'meta']).orderBy('id').execute(),
    db.selectFrom('people').select(['id', 'name', 'photo', 'bio', 'credentials', 'links']).orderBy('id').execute(),
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
    ...articles.map((article) => ({
      usage: {
        kind: 'article' as const,
        id: String(article.id),
        title: article.title,
        editPath: `/admin/insights/${article.id}`,
      },
      content: articleTexts(article).join(''),
    })),
    ...people.map((person) => ({
      usage: { kind: 'person' as const, id: String(person.id), title: person.name, editPath: '/admin/people' },
      content: personTexts(person).join(''),
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
