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
  // The articles' listing, topic pages and articles (issue 30): `/insights`, `/insights/{slug}`, `/insights/topics/{topic}`.
  'insights',
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

/**
 * `.` and `..` name no page: a browser resolves them before it asks, so only a hand-made request (curl, a scanner)
 * carries them, and a fetch made from one would be resolved to another address than the one drawn.
 */
const isDotSegment = (segment: string) => segment === '.' || segment === '..';

/** Why `/{slug}` may not show a dynamic page, or null when it may. */
export function dynamicPageSlugRejection(slug: string): string | null {
  if (slug === '') return 'The slug is empty';
  if (isDotSegment(slug)) return 'A dot segment names no page';
  if (isReservedSlug(slug)) return `"${slug}" is reserved`;
  const prefix = reservedSlugPrefixes.find((reserved) => slug.startsWith(reserved));
  if (prefix) return `Slugs starting with "${prefix}" are reserved`;
  if (slug.includes('/')) return 'A page slug cannot contain a slash';
  return null;
}

export function isDynamicPageSlug(slug: string): boolean {
  return dynamicPageSlugRejection(slug) === null;
}

/** `/{parent}/{subpage}` and `/{parent}/subpage/{subpage}` never reach into the admin area, nor name a dot segment. */
export function isSubpageAddressAllowed(parentSlug: string, subpageSlug: string): boolean {
  if (isDotSegment(parentSlug) || isDotSegment(subpageSlug)) return false;
  return parentSlug !== 'admin' && !parentSlug.includes('admin/');
}

/** Server pages shown at fixed routes inside the layout, each at `/{slug}` (`home` also at `/`). */
export const fixedPageSlugs = [
  'home',
  'solutions',
  'services',
  'products',
  'company',
  'company/partners',
  'company/careers',
  'company/resources',
  'company/news',
  'contact',
] as const;

/** Server pages shown at `/{slug}` by the policy page, outside the layout. */
export const policyPageSlugs = ['privacy-policy', 'terms-of-service', 'cookie-policy'] as const;

/**
 * The public address of a published page, or null when no route shows it (a reserved slug without a fixed
 * route of its own, such as `partners`): what the sitemap may list.
 */
export function publicPagePath(slug: string): string | null {
  if (slug === 'home') return '/';
  const fixed = (fixedPageSlugs as readonly string[]).includes(slug);
  const policy = (policyPageSlugs as readonly string[]).includes(slug);
  return fixed || policy || isDynamicPageSlug(slug) ? `/${slug}` : null;
}

/** The public address of a published subpage, or null when its parent cannot carry subpages in a URL. */
export function publicSubpagePath(parentSlug: string, slug: string): string | null {
  if (parentSlug.includes('/') || !isSubpageAddressAllowed(parentSlug, slug)) return null;
  const path = `/${parentSlug}/${slug}`;
  // A fixed page at the same address wins the route, so the subpage is not reachable there.
  return (fixedPageSlugs as readonly string[]).includes(path.slice(1)) ? null : path;
}

/** Routes that stay client-rendered (staff and developer tools): the server answers them with the bare shell. */
export function isClientRenderedPath(pathname: string): boolean {
  // Previews of drafts live below `/preview/` (not a reserved slug of the spec's, so a page may still be `/preview`).
  return (
    ['/auth', '/api-test', '/admin'].some((root) => pathname === root || pathname.startsWith(`${root}/`)) ||
    pathname.startsWith('/preview/')
  );
}

/**
 * Every screen of the client-rendered areas, as their routers declare them (`:name` is one path segment).
 * The server answers an address outside this list with the same shell but status 404, as for public pages.
 */
export const clientRenderedRoutes = [
  '/auth',
  '/auth/invite/:token',
  '/auth/reset/:token',
  '/api-test',
  '/admin',
  '/admin/pages',
  '/admin/pages/new',
  '/admin/pages/:pageId',
  '/admin/pages/:pageId/subpages',
  '/admin/pages/:pageId/subpages/new',
  '/admin/subpages/:subpageId',
  '/admin/insights',
  '/admin/insights/new',
  '/admin/insights/:articleId',
  '/admin/people',
  '/admin/global-components',
  '/admin/media',
  '/admin/contact-submissions',
  '/admin/job-submissions',
  '/admin/redirects',
  '/admin/users',
  '/admin/audit-log',
  '/admin/account',
  // Drafts shown by the public site's own components (issue 14 §2): never server-rendered, cached or indexed.
  '/preview/pages/:id',
  '/preview/subpages/:id',
  '/preview/articles/:id',
  '/preview/link/:secret',
  '/preview/site',
] as const;

export function isKnownClientRoute(pathname: string): boolean {
  const segments = pathname.replace(/\/+$/, '').split('/');
  return clientRenderedRoutes.some((route) => {
    const pattern = route.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]))
    );
  });
}
