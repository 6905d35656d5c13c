/*
 * What the public page and subpage endpoints answer for an address that moved (a renamed page, or a redirect
 * staff added): the new path, which the renderer navigates to in place of the old one. No schema library
 * here: the page view, part of a first visit's code, tells the answer apart with `isPublicRedirect`; the
 * schema is `PublicRedirectSchema` in pages.ts.
 */
export interface PublicRedirect {
  redirect: string;
}

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
