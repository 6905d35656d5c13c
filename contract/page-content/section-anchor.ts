// No schema library here: the public site's first load computes anchors while rendering sections.

const MAX_TITLE_SLUG_LENGTH = 60;

export function slugifyHeading(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function kebabCase(key: string): string {
  return slugifyHeading(key.replace(/([a-z0-9])([A-Z])/g, '$1-$2'));
}

/**
 * The DOM id of a rendered section, used for deep links and search results: the kebab-cased key
 * (`jobListingsSection` -> `job-listings-section`). Pass `title` only for an entry of a list
 * section (one of `sections`, say) so each entry gets its own anchor: `sections-cookies-we-use`.
 */
export function sectionAnchorId(key: string, title?: string): string {
  const base = kebabCase(key) || 'section';
  const anchor = /^[a-z]/.test(base) ? base : `section-${base}`;
  const suffix = title === undefined ? '' : slugifyHeading(title).slice(0, MAX_TITLE_SLUG_LENGTH).replace(/-+$/, '');
  return suffix ? `${anchor}-${suffix}` : anchor;
}
