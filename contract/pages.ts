import * as z from 'zod/mini';

export const PageStatusSchema = z.enum(['draft', 'published']);
export type PageStatus = z.infer<typeof PageStatusSchema>;

export const PublicPageSummarySchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  description: z.string(),
  slug: z.string(),
});
export type PublicPageSummary = z.infer<typeof PublicPageSummarySchema>;

/** `content` stays unknown here: each section is parsed on its own so one bad section cannot sink a page. */
export const PublicPageSchema = z.extend(PublicPageSummarySchema, {
  content: z.record(z.string(), z.unknown()),
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
  updatedAt: z.string(),
});
export type PublicSubpage = z.infer<typeof PublicSubpageSchema>;

/** See `contract/public-redirect.ts`: a moved address's answer names the path it moved to. */
export const PublicRedirectSchema = z.object({ redirect: z.string().check(z.startsWith('/')) });
