import { slugifyHeading } from '../page-content/section-anchor';
import { reservedSlugPrefixes, reservedSlugs } from '../site-routes';

export type SlugKind = 'page' | 'subpage';

/** A page slug may hold one slash (`company/partners`); a subpage slug is the one segment under its page. */
export const slugPatterns: Record<SlugKind, RegExp> = {
  page: /^[a-z0-9-]+(\/[a-z0-9-]+)?$/,
  subpage: /^[a-z0-9-]+$/,
};

export const slugMaxLength = 120;

/**
 * The slug a new page or subpage gets from its title until the editor types one: "Cloud Security & Zero Trust" →
 * `cloud-security-zero-trust` (accents dropped, anything else a hyphen), cut to the longest slug allowed.
 */
export function slugFromTitle(title: string): string {
  return slugifyHeading(title).slice(0, slugMaxLength).replace(/-+$/, '');
}

// One message for both kinds: the page pattern's one "/" is only for the seeded company/… pages, and staff
// never get to add one (see adminSlugRejection), so the message does not invite it.
export const slugFormatMessage = 'Use lowercase letters, digits and hyphens only';

/** `/{parent}/subpage/{slug}` is the long form of a subpage address, so a subpage cannot be called that. */
const reservedSubpageSlugs: readonly string[] = [...reservedSlugs, 'subpage'];

function isReserved(slug: string, reserved: readonly string[]): boolean {
  return reserved.includes(slug);
}

function formatRejection(slug: string, kind: SlugKind): string | null {
  if (slug === '') return 'Enter a slug';
  if (slug.length > slugMaxLength) return `At most ${slugMaxLength} characters`;
  return slugPatterns[kind].test(slug) ? null : slugFormatMessage;
}

/**
 * Why staff may not give a page or subpage this slug, or null when they may. Seeded pages such as `home`
 * or `company/partners` hold reserved (or two-segment) slugs on purpose; callers apply this only when a
 * slug is created or changed, so those pages stay editable.
 */
export function adminSlugRejection(slug: string, kind: SlugKind): string | null {
  const format = formatRejection(slug, kind);
  if (format) return format;
  if (kind === 'subpage') return isReserved(slug, reservedSubpageSlugs) ? `"${slug}" is reserved` : null;

  if (isReserved(slug, reservedSlugs)) return `"${slug}" is reserved`;
  const prefix = reservedSlugPrefixes.find((reserved) => slug.startsWith(reserved));
  if (prefix) return `Slugs starting with "${prefix}" are reserved`;
  // `admin/x` or `auth/x` would sit inside an app route, just like the listed prefixes.
  const [first] = slug.split('/');
  if (slug.includes('/') && first && isReserved(first, reservedSlugs)) {
    return `Slugs starting with "${first}/" are reserved`;
  }
  // The site reads /a/b as subpage b of page a (only the seeded company/… pages have fixed routes), so a new
  // page called a/b would never be shown.
  const [, second] = slug.split('/');
  if (second) return `/${slug} would show subpage "${second}" of page "${first}": use one segment, or add a subpage`;
  return null;
}
