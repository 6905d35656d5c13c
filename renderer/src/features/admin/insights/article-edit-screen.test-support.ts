import type { AdminArticle } from '../../../../../contract/admin/admin-articles';
import type { AdminPerson } from '../../../../../contract/admin/admin-people';
import type { AdminPageSummary } from '../../../../../contract/admin/admin-pages';
import type { MergeDocument, StoredMergeDocument } from '../../../../../contract/admin/merge-document';
import type { ArticleMeta } from '../../../../../contract/articles';
import { jsonResponse } from '../../../test/stub-fetch';

/** An article as the admin API answers for it: two authors to choose from, one related service. */
export const baseArticle: AdminArticle = {
  id: 7,
  slug: 'zero-trust-notes',
  title: 'Zero trust notes',
  description: 'What we learned.',
  status: 'draft',
  publication: 'draft-only',
  publishAt: null,
  liveSlug: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  createdBy: null,
  updatedBy: { id: 1, displayName: 'Uma' },
  version: 1,
  kind: 'insight',
  authorIds: [1],
  topics: ['Cloud', 'Identity'],
  relatedPageIds: [],
  authorNames: ['Mara Lindqvist'],
  publishedAt: null,
  readingMinutes: 1,
  blocks: [{ id: 'b1', type: 'intro', data: { title: 'Welcome', description: 'We watch.' } }],
};

const person = (id: number, name: string): AdminPerson => ({
  id,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  role: 'Consultant',
  bio: '',
  credentials: [],
  links: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: null,
  version: 1,
  articleCount: 0,
  shownOn: [],
});

const page = (id: number, title: string): AdminPageSummary => ({
  ...baseArticle,
  id,
  title,
  slug: title.toLowerCase(),
  publication: 'published',
  status: 'published',
  subpageCount: 0,
});

/** What the editor reads beside the article: people to name as authors, pages to name as services, presence. */
export function sideAnswer(url: string): Response | undefined {
  if (url.endsWith('/presence')) return jsonResponse(200, { others: [] });
  if (url.includes('/preview-links')) return jsonResponse(200, { items: [] });
  if (url.includes('/api/admin/people')) {
    return jsonResponse(200, { items: [person(1, 'Mara Lindqvist'), person(2, 'Priya Raman')] });
  }
  if (url.includes('/api/admin/pages')) {
    return jsonResponse(200, { items: [page(31, 'Cloud Security')], total: 1, page: 1, pageSize: 100 });
  }
  return undefined;
}

/** The article as the server's merge sees it: its own fields as `meta`, the way `articleMetaJson` writes them. */
export function mergeSide(article: AdminArticle & ArticleMeta): StoredMergeDocument {
  const { kind, cover, authorIds, topics, relatedPageIds } = article;
  const meta = JSON.stringify({ kind, ...(cover ? { cover } : {}), authorIds, topics, relatedPageIds });
  return { title: article.title, slug: article.slug, description: article.description, meta, blocks: article.blocks };
}

/** A merged write back as the article's fields. */
export function fromMerge(document: MergeDocument): Partial<AdminArticle> {
  const { meta, ...page } = document;
  return { ...page, ...(JSON.parse(meta ?? '{}') as ArticleMeta) } as Partial<AdminArticle>;
}
