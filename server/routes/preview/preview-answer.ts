import { GlobalComponentNameSchema } from '../../../contract/global-components/global-component';
import { keyedContent } from '../../../contract/page-content/keyed-content';
import type { ComponentPreviewAnswer, PreviewAnswer, PreviewEntityType } from '../../../contract/preview';
import type { AdminRepositories } from '../../repositories/admin/admin-repositories';
import type { Repositories } from '../../repositories/repositories';

type ContentRepositories = Pick<AdminRepositories, 'pages' | 'subpages' | 'articles' | 'globalComponents'>;
/**
 * The public side's repositories: an article's preview names its authors and related articles as the site does,
 * and a page's its team sections' people.
 */
type PublishedRepositories = Pick<Repositories, 'articles' | 'people'>;

/** A component's working copy in the public answer's shape, which the site draws around its published pages. */
async function componentAnswer(repos: ContentRepositories, key: string): Promise<ComponentPreviewAnswer | undefined> {
  const name = GlobalComponentNameSchema.safeParse(key);
  const component = name.success ? await repos.globalComponents.find(name.data) : undefined;
  if (!component) return undefined;
  return { component: { name: component.name, content: component.content, updatedAt: component.updatedAt } };
}

/**
 * The working copy (the draft, if any) in the public answer's shape: a page's blocks and their keyed view, an
 * article as the article page reads it, or a component's content. `key` is the entity's as revisions and preview
 * links keep it (an id, or a component's name); undefined when the item is gone.
 */
export async function previewAnswer(
  repos: ContentRepositories,
  published: PublishedRepositories,
  entityType: PreviewEntityType,
  key: string,
): Promise<PreviewAnswer | undefined> {
  if (entityType === 'global-component') return componentAnswer(repos, key);
  const id = Number(key);
  if (entityType === 'page') {
    const page = await repos.pages.find(id);
    if (!page) return undefined;
    const { slug, title, description, updatedAt } = page;
    const blocks = await published.people.showInTeams(page.blocks);
    return { page: { id, slug, title, description, content: keyedContent(blocks), blocks, updatedAt } };
  }
  if (entityType === 'article') {
    // In the public article's shape (byline, cover, related), so the article page's own components draw it.
    const found = await repos.articles.find(id);
    if (!found) return undefined;
    const { kind, cover, authorIds, topics, relatedPageIds, ...working } = found;
    const meta = { kind, authorIds, topics, relatedPageIds, ...(cover ? { cover } : {}) };
    const article = await published.articles.previewOf({ ...working, meta });
    return article && { article };
  }
  const subpage = await repos.subpages.find(id);
  if (!subpage) return undefined;
  const parent = await repos.pages.find(subpage.pageId);
  const { slug, title, description, updatedAt, parentSlug } = subpage;
  const blocks = await published.people.showInTeams(subpage.blocks);
  return {
    page: {
      id,
      slug,
      title,
      description,
      content: keyedContent(blocks),
      blocks,
      updatedAt,
      parentSlug,
      parentTitle: parent?.title ?? parentSlug,
      fullPath: `/${parentSlug}/${slug}`,
    },
  };
}

/** Previews are never stored by a cache, nor indexed: they show what the public has not been given. */
export const previewHeaders = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' } as const;
