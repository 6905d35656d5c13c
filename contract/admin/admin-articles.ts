import * as z from 'zod/mini';
import { ArticleKindSchema, ArticleMetaSchema } from '../articles';
import { RawBlocksSchema } from '../page-content/blocks';
import { IsoTimestampSchema } from './admin-fields';
import { auditShape, writeShape } from './admin-pages';
import { RenameReportSchema } from './admin-redirects';
import { CurrentVersionSchema } from './edit-versions';
import { optionalQuery, pagedResponseSchema, PagingQueryShape, SearchTextSchema } from './paging';
import { PageStatusSchema } from '../pages';

/**
 * An article is written as a page is (title, slug, summary as `description`, status, blocks; its slug one segment
 * under /insights) plus its own fields (`ArticleMetaSchema`). An article created from another's admin answer,
 * minus its id and version, with a new title and slug is accepted: extra answer fields are ignored.
 */
const articleWriteShape = { ...writeShape('subpage'), ...ArticleMetaSchema.shape };

export const ArticleCreatePayloadSchema = z.object({
  ...articleWriteShape,
  status: z._default(articleWriteShape.status, 'draft'),
  blocks: z._default(articleWriteShape.blocks, []),
});
export type ArticleCreatePayload = z.input<typeof ArticleCreatePayloadSchema>;
export const ArticleUpdatePayloadSchema = z.object(articleWriteShape);
export type ArticleUpdatePayload = z.input<typeof ArticleUpdatePayloadSchema>;
export type ArticleWrite = z.output<typeof ArticleUpdatePayloadSchema>;

export const ArticleListQuerySchema = z.object({
  q: optionalQuery(SearchTextSchema),
  status: optionalQuery(PageStatusSchema),
  kind: optionalQuery(ArticleKindSchema),
  authorId: optionalQuery(z.coerce.number().check(z.int(), z.positive())),
  ...PagingQueryShape,
});
export type ArticleListQuery = z.output<typeof ArticleListQuerySchema>;

/** The working copy's fields, as the list and the editor show them. */
export const AdminArticleSummarySchema = z.object({
  ...auditShape,
  ...ArticleMetaSchema.shape,
  authorNames: z.array(z.string()),
  publishedAt: z.nullable(IsoTimestampSchema),
  readingMinutes: z.number().check(z.int(), z.positive()),
});
export type AdminArticleSummary = z.infer<typeof AdminArticleSummarySchema>;

export const AdminArticleSchema = z.extend(AdminArticleSummarySchema, {
  blocks: RawBlocksSchema,
  rename: z.optional(RenameReportSchema),
  merged: z.optional(CurrentVersionSchema),
});
export type AdminArticle = z.infer<typeof AdminArticleSchema>;
export const AdminArticleListSchema = pagedResponseSchema(AdminArticleSummarySchema);
