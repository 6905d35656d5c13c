import * as z from 'zod/mini';
import { PublicPageSchema, PublicSubpageSchema } from './pages';

export const PreviewEntityTypeSchema = z.enum(['page', 'subpage']);
export type PreviewEntityType = z.infer<typeof PreviewEntityTypeSchema>;

/**
 * A page's or subpage's working version (its draft, if any) in the public page's shape, so the public site's own
 * components draw it: for signed-in staff from `/api/admin/{pages|subpages}/{id}/preview`, for anyone holding a
 * shareable link from `/api/public/preview/{secret}`. The subpage shape is tried first: it has more fields.
 */
export const PreviewAnswerSchema = z.object({ page: z.union([PublicSubpageSchema, PublicPageSchema]) });
export type PreviewAnswer = z.infer<typeof PreviewAnswerSchema>;

export const previewMessages = {
  linkNotFound: 'This preview link is not valid: it may have been revoked',
  linkExpired: 'This preview link has expired',
} as const;

/** The address a shareable link opens (the secret is its only credential). */
export const sharedPreviewPath = (secret: string) => `/preview/link/${secret}`;
/** The address the editor's own "Preview" opens, for signed-in staff. */
export const staffPreviewPath = (collection: 'pages' | 'subpages', id: number) => `/preview/${collection}/${id}`;
