import * as z from 'zod/mini';
import { IdSchema } from './admin/admin-fields';
import { ImageSchema, LabelSchema } from './page-content/fields';
import { RawBlocksSchema } from './page-content/blocks';
import { PublicPersonSchema } from './people';
import { richTextWords } from './rich-text/parse-rich-text';
import { articleKinds } from './article-kinds';

export type { ArticleKind } from './article-kinds';
export { articleKindLabels, articleKinds, topicSlug } from './article-kinds';
export const ArticleKindSchema = z.enum(articleKinds, { error: 'Choose insight, case study, advisory, guide or news' });

export const maxArticleAuthors = 6;
export const maxArticleTopics = 8;
export const maxRelatedServices = 6;

/**
 * An article's fields beyond a page's (title, slug, summary as `description`, blocks): stored as one JSON value
 * beside the blocks, so its draft, revisions and merge go with the page fields' (server `content-versions.ts`).
 */
export const ArticleMetaSchema = z.object({
  kind: ArticleKindSchema,
  cover: z.optional(ImageSchema),
  /** People's ids, in the order the byline names them. */
  authorIds: z._default(z.array(IdSchema).check(z.maxLength(maxArticleAuthors, `At most ${maxArticleAuthors}`)), []),
  topics: z._default(z.array(LabelSchema).check(z.maxLength(maxArticleTopics, `At most ${maxArticleTopics}`)), []),
  /** Pages (services) the article is about, by id. */
  relatedPageIds: z._default(
    z.array(IdSchema).check(z.maxLength(maxRelatedServices, `At most ${maxRelatedServices}`)),
    [],
  ),
});
export type ArticleMeta = z.output<typeof ArticleMetaSchema>;

/** Minutes to read, at 220 words a minute, never under one. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 220));
}

export const ArticleAuthorSchema = z.pick(PublicPersonSchema, {
  id: true,
  slug: true,
  name: true,
  role: true,
  photo: true,
  credentials: true,
});
export type ArticleAuthor = z.infer<typeof ArticleAuthorSchema>;

export const PublicArticleSummarySchema = z.object({
  id: IdSchema,
  slug: z.string(),
  title: z.string(),
  kind: ArticleKindSchema,
  summary: z.string(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  readingMinutes: z.number().check(z.int(), z.positive()),
  topics: z.array(z.string()),
  cover: z.optional(ImageSchema),
  authors: z.array(ArticleAuthorSchema),
});
export type PublicArticleSummary = z.infer<typeof PublicArticleSummarySchema>;

export const RelatedServiceSchema = z.object({ title: z.string(), path: z.string() });

export const PublicArticleSchema = z.extend(PublicArticleSummarySchema, {
  blocks: RawBlocksSchema,
  relatedServices: z.array(RelatedServiceSchema),
  related: z.array(PublicArticleSummarySchema),
});
export type PublicArticle = z.infer<typeof PublicArticleSchema>;

export const PublicArticleListSchema = z.object({
  items: z.array(PublicArticleSummarySchema),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
});
export type PublicArticleList = z.infer<typeof PublicArticleListSchema>;

export const articlesPageSize = 9;

/** The public list's filters; a topic is matched by its slug, so `?topic=cloud-security` and the label agree. */
export const PublicArticleQuerySchema = z.object({
  kind: z.optional(ArticleKindSchema),
  topic: z.optional(z.string().check(z.trim(), z.maxLength(80))),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), articlesPageSize),
});
export type PublicArticleQuery = z.output<typeof PublicArticleQuerySchema>;

/** Where an article lives for visitors. */
export const articlePath = (slug: string) => `/insights/${slug}`;

/** Fields that hold addresses, pictures or numbers: no words to read. */
const unreadFields = new Set(['link', 'href', 'src', 'alt', 'icon', 'image', 'width', 'height', 'variant', 'logo']);

function countWords(value: unknown): number {
  if (typeof value === 'string') return richTextWords(value).split(/\s+/).filter(Boolean).length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + countWords(item), 0);
  if (typeof value !== 'object' || value === null) return 0;
  return Object.entries(value).reduce(
    (sum, [field, item]) => sum + (unreadFields.has(field) ? 0 : countWords(item)),
    0,
  );
}

/** Reading time from the words the body's blocks show (their rich text read as words). */
export function articleReadingMinutes(blocks: readonly { data: unknown }[]): number {
  return readingMinutes(blocks.reduce((sum, block) => sum + countWords(block.data), 0));
}
