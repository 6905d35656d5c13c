import * as z from 'zod/mini';
import { RawBlocksSchema } from './page-content/blocks';

export const PageStatusSchema = z.enum(['draft', 'published']);
export type PageStatus = z.infer<typeof PageStatusSchema>;

export const PublicPageSummarySchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  description: z.string(),
  slug: z.string(),
});
export type PublicPageSummary = z.infer<typeof PublicPageSummarySchema>;

/**
 * `blocks` is the page's content in display order; `content` the spec's view of it, keyed by section name (the
 * first block of each, `page-content/keyed-content.ts`). Block data stays unknown here: each block is parsed on its
 * own so one bad block cannot sink a page.
 */
export const PublicPageSchema = z.extend(PublicPageSummarySchema, {
  content: z.record(z.string(), z.unknown()),
  blocks: RawBlocksSchema,
  updatedAt: z.string(),
});
export type PublicPage = z.infer<typeof PublicPageSchema>;

export const PublicSubpageSummarySchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  description: z.string(),
  slug: z.string(),
  fullPath: z.string(),
  parentSlug: z.string(),
  parentTitle: z.string(),
});
export type PublicSubpageSummary = z.infer<typeof PublicSubpageSummarySchema>;

export const PublicSubpageSchema = z.extend(PublicSubpageSummarySchema, {
  content: z.record(z.string(), z.unknown()),
  blocks: RawBlocksSchema,
  updatedAt: z.string(),
});
export type PublicSubpage = z.infer<typeof PublicSubpageSchema>;

/** See `contract/public-redirect.ts`: a moved address's answer names the path it moved to. */
export const PublicRedirectSchema = z.object({ redirect: z.string().check(z.startsWith('/')) });
