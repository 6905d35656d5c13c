import { keyedContent } from '../../../contract/page-content/keyed-content';
import type { PreviewAnswer, PreviewEntityType } from '../../../contract/preview';
import type { AdminRepositories } from '../../repositories/admin/admin-repositories';

type ContentRepositories = Pick<AdminRepositories, 'pages' | 'subpages'>;

/** The working copy (the draft, if any) in the public page's shape (blocks and their keyed view); undefined when the item is gone. */
export async function previewAnswer(
  repos: ContentRepositories,
  entityType: PreviewEntityType,
  id: number,
): Promise<PreviewAnswer | undefined> {
  if (entityType === 'page') {
    const page = await repos.pages.find(id);
    if (!page) return undefined;
    const { slug, title, description, blocks, updatedAt } = page;
    return { page: { id, slug, title, description, content: keyedContent(blocks), blocks, updatedAt } };
  }
  const subpage = await repos.subpages.find(id);
  if (!subpage) return undefined;
  const parent = await repos.pages.find(subpage.pageId);
  const { slug, title, description, blocks, updatedAt, parentSlug } = subpage;
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
