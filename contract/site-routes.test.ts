import { describe, expect, it } from 'vitest';
import {
  dynamicPageSlugRejection,
  isDynamicPageSlug,
  isReservedSlug,
  isSubpageParentAllowed,
  reservedSlugPrefixes,
  reservedSlugs,
} from './site-routes';

describe('dynamic page slugs', () => {
  it.each(reservedSlugs)('refuses the reserved slug %s', (slug) => {
    expect(isReservedSlug(slug)).toBe(true);
    expect(isDynamicPageSlug(slug)).toBe(false);
    expect(dynamicPageSlugRejection(slug)).toBe(`"${slug}" is reserved`);
  });

  it('reserves exactly the spec list', () => {
    expect([...reservedSlugs].sort()).toEqual(
      [
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
      ].sort(),
    );
  });

  it.each(reservedSlugPrefixes)('refuses slugs starting with %s', (prefix) => {
    expect(isDynamicPageSlug(`${prefix}anything`)).toBe(false);
    expect(dynamicPageSlugRejection(`${prefix}anything`)).toContain(prefix);
  });

  it('refuses a slash anywhere and the empty slug', () => {
    expect(isDynamicPageSlug('a/b')).toBe(false);
    expect(isDynamicPageSlug('')).toBe(false);
  });

  it('accepts an ordinary slug, including ones that merely contain a reserved word', () => {
    for (const slug of ['digital-transformation', 'learning', 'homepage', 'my-services', 'news-2026']) {
      expect(isDynamicPageSlug(slug), slug).toBe(true);
    }
  });
});

describe('subpage parents', () => {
  it('never lets a subpage route reach into admin', () => {
    expect(isSubpageParentAllowed('admin')).toBe(false);
    expect(isSubpageParentAllowed('x/admin/y')).toBe(false);
    expect(isSubpageParentAllowed('services')).toBe(true);
    expect(isSubpageParentAllowed('administration')).toBe(true);
  });
});
