import * as z from 'zod/mini';
import { PublicArticleSchema } from './articles';
import { GlobalComponentResponseSchema } from './global-components/global-component';
import { PublicPageSchema, PublicSubpageSchema } from './pages';

/** What has a working version to preview and share: the same entity types revisions are kept for. */
export const PreviewEntityTypeSchema = z.enum(['page', 'subpage', 'article', 'global-component']);
export type PreviewEntityType = z.infer<typeof PreviewEntityTypeSchema>;

/**
 * A page's or subpage's working version (its draft, if any) in the public page's shape, so the public site's own
 * components draw it: for signed-in staff from `/api/admin/{pages|subpages}/{id}/preview`, for anyone holding a
 * shareable link from `/api/public/preview/{secret}`. The subpage shape is tried first: it has more fields.
 */
export const PagePreviewAnswerSchema = z.object({ page: z.union([PublicSubpageSchema, PublicPageSchema]) });
export type PagePreviewAnswer = z.infer<typeof PagePreviewAnswerSchema>;

/**
 * An article's working version in the public article's shape (byline, cover, related articles), which the
 * insights article page draws: from `/api/admin/articles/{id}/preview`, or a shareable link (issue 30).
 */
export const ArticlePreviewAnswerSchema = z.object({ article: PublicArticleSchema });
export type ArticlePreviewAnswer = z.infer<typeof ArticlePreviewAnswerSchema>;

/**
 * A header's, footer's or call to action's working version in the public answer's shape, which the site draws
 * around its published pages: from `/api/admin/global-components/{name}/preview`, or a shareable link.
 */
export const ComponentPreviewAnswerSchema = z.object({ component: GlobalComponentResponseSchema });
export type ComponentPreviewAnswer = z.infer<typeof ComponentPreviewAnswerSchema>;

export const PreviewAnswerSchema = z.union([
  PagePreviewAnswerSchema,
  ArticlePreviewAnswerSchema,
  ComponentPreviewAnswerSchema,
]);
export type PreviewAnswer = z.infer<typeof PreviewAnswerSchema>;

export const previewMessages = {
  linkNotFound: 'This preview link is not valid: it may have been revoked',
  linkExpired: 'This preview link has expired',
} as const;

/** The address a shareable link opens (the secret is its only credential). */
export const sharedPreviewPath = (secret: string) => `/preview/link/${secret}`;
/** The address the editor's own "Preview" opens, for signed-in staff. */
export const staffPreviewPath = (collection: 'pages' | 'subpages' | 'articles', id: number) =>
  `/preview/${collection}/${id}`;
