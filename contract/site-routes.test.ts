import { describe, expect, it } from 'vitest';
import {
  dynamicPageSlugRejection,
  isClientRenderedPath,
  isKnownClientRoute,
  isDynamicPageSlug,
  isReservedSlug,
  isSubpageAddressAllowed,
  publicPagePath,
  publicSubpagePath,
  reservedSlugPrefixes,
  reservedSlugs,
} from './site-routes';

describe('dynamic page slugs', () => {
  it.each(['.', '..'])('refuses the dot segment %s, which names no page', (slug) => {
    expect(isDynamicPageSlug(slug)).toBe(false);
  });

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
        'insights',
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
    expect(isSubpageAddressAllowed('admin', 'x')).toBe(false);
    expect(isSubpageAddressAllowed('x/admin/y', 'x')).toBe(false);
    expect(isSubpageAddressAllowed('services', 'x')).toBe(true);
    expect(isSubpageAddressAllowed('administration', 'x')).toBe(true);
    expect(isSubpageAddressAllowed('services', '..')).toBe(false);
    expect(isSubpageAddressAllowed('.', 'x')).toBe(false);
  });
});

describe('public addresses', () => {
  it('gives each routable page its address and none to a reserved slug without a route', () => {
    expect(publicPagePath('home')).toBe('/');
    expect(publicPagePath('company/partners')).toBe('/company/partners');
    expect(publicPagePath('privacy-policy')).toBe('/privacy-policy');
    expect(publicPagePath('digital-transformation')).toBe('/digital-transformation');
    expect(publicPagePath('partners')).toBeNull();
    expect(publicPagePath('admin')).toBeNull();
  });

  it('gives a subpage its address unless its parent cannot carry one', () => {
    expect(publicSubpagePath('services', 'cloud-security')).toBe('/services/cloud-security');
    expect(publicSubpagePath('company/partners', 'x')).toBeNull();
    expect(publicSubpagePath('admin', 'x')).toBeNull();
    expect(publicSubpagePath('company', 'partners')).toBeNull();
  });

  it('keeps the staff and developer tools client-rendered', () => {
    for (const path of ['/auth', '/api-test', '/admin', '/admin/pages/3'])
      expect(isClientRenderedPath(path)).toBe(true);
    for (const path of ['/', '/services', '/authors', '/administration'])
      expect(isClientRenderedPath(path)).toBe(false);
  });

  it('knows which client-rendered addresses name a screen', () => {
    for (const path of ['/auth', '/admin/', '/admin/pages/3/subpages', '/admin/subpages/12', '/admin/users'])
      expect(isKnownClientRoute(path), path).toBe(true);
    for (const path of ['/admin/nope', '/admin/pages//subpages', '/auth/x', '/admin/pages/3/subpages/new/x'])
      expect(isKnownClientRoute(path), path).toBe(false);
  });
});
