import * as z from 'zod/mini';

/**
 * What the public page and subpage endpoints answer for an address that moved (a renamed page, or a
 * redirect staff added): the new path, which the renderer navigates to in place of the old one.
 */
export const PublicRedirectSchema = z.object({ redirect: z.string().check(z.startsWith('/')) });
export type PublicRedirect = z.infer<typeof PublicRedirectSchema>;

export function isPublicRedirect(value: object): value is PublicRedirect {
  return 'redirect' in value && typeof value.redirect === 'string';
}

/** The public address a page's redirects are kept under (`home` is the site's root). */
export function pageAddress(slug: string): string {
  return slug === 'home' ? '/' : `/${slug}`;
}

export function subpageAddress(parentSlug: string, slug: string): string {
  return `/${parentSlug}/${slug}`;
}
