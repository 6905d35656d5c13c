/** Route rules of spec section 2, shared by the router (what to render) and the admin API (what slugs to refuse). */

export const reservedSlugs = [
  'home',
  'solutions',
  'services',
  'products',
  'company',
  'partners',
  'careers',
  'resources',
  'news',
  'contact',
  'auth',
  'admin',
  'not-found',
  'api-test',
  'privacy-policy',
  'terms-of-service',
  'cookie-policy',
] as const;

export const reservedSlugPrefixes = ['solutions/', 'services/', 'education/', 'company/'] as const;

export function isReservedSlug(slug: string): boolean {
  return (reservedSlugs as readonly string[]).includes(slug);
}

/** Why `/{slug}` may not show a dynamic page, or null when it may. */
export function dynamicPageSlugRejection(slug: string): string | null {
  if (slug === '') return 'The slug is empty';
  if (isReservedSlug(slug)) return `"${slug}" is reserved`;
  const prefix = reservedSlugPrefixes.find((reserved) => slug.startsWith(reserved));
  if (prefix) return `Slugs starting with "${prefix}" are reserved`;
  if (slug.includes('/')) return 'A page slug cannot contain a slash';
  return null;
}

export function isDynamicPageSlug(slug: string): boolean {
  return dynamicPageSlugRejection(slug) === null;
}

/** `/{parent}/{subpage}` and `/{parent}/subpage/{subpage}` never reach into the admin area. */
export function isSubpageParentAllowed(parentSlug: string): boolean {
  return parentSlug !== 'admin' && !parentSlug.includes('admin/');
}
