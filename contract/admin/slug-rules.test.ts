import { describe, expect, it } from 'vitest';
import { reservedSlugPrefixes, reservedSlugs } from '../site-routes';
import { adminSlugRejection, slugFromTitle, slugMaxLength } from './slug-rules';

describe('adminSlugRejection for pages', () => {
  it('accepts one-segment slugs', () => {
    for (const slug of ['about-us', 'digital-transformation', 'a', '404-help']) {
      expect(adminSlugRejection(slug, 'page'), slug).toBeNull();
    }
  });

  it('refuses a new two-segment slug, which the site would read as a subpage address', () => {
    expect(adminSlugRejection('events/2025', 'page')).toBe(
      '/events/2025 would show subpage "2025" of page "events": use one segment, or add a subpage',
    );
  });

  it('refuses every reserved slug, naming it', () => {
    for (const slug of reservedSlugs) expect(adminSlugRejection(slug, 'page')).toBe(`"${slug}" is reserved`);
  });

  it('refuses every reserved prefix, naming it', () => {
    for (const prefix of reservedSlugPrefixes) {
      expect(adminSlugRejection(`${prefix}new-page`, 'page')).toBe(`Slugs starting with "${prefix}" are reserved`);
    }
  });

  it('refuses a first segment that is an app route, such as admin/ or auth/', () => {
    expect(adminSlugRejection('admin/users', 'page')).toBe('Slugs starting with "admin/" are reserved');
    expect(adminSlugRejection('auth/x', 'page')).toBe('Slugs starting with "auth/" are reserved');
  });

  it('refuses malformed slugs with the format rule', () => {
    for (const slug of ['About', 'a b', 'a/b/c', '/lead', 'trail/', 'a_b', 'café', 'a//b']) {
      expect(adminSlugRejection(slug, 'page'), slug).toBe('Use lowercase letters, digits and hyphens only');
    }
    expect(adminSlugRejection('', 'page')).toBe('Enter a slug');
    expect(adminSlugRejection('a'.repeat(121), 'page')).toBe('At most 120 characters');
  });
});

describe('adminSlugRejection for subpages', () => {
  it('accepts one segment', () => {
    expect(adminSlugRejection('zero-trust-security', 'subpage')).toBeNull();
  });

  it('refuses slashes', () => {
    expect(adminSlugRejection('a/b', 'subpage')).toBe('Use lowercase letters, digits and hyphens only');
  });

  it('refuses reserved slugs and "subpage", naming them', () => {
    for (const slug of [...reservedSlugs, 'subpage']) {
      expect(adminSlugRejection(slug, 'subpage')).toBe(`"${slug}" is reserved`);
    }
  });
});

describe('slugFromTitle', () => {
  it('makes a valid slug of any title', () => {
    expect(slugFromTitle('Cloud Security & Zero Trust')).toBe('cloud-security-zero-trust');
    expect(slugFromTitle('  Über Cafés — 2026!  ')).toBe('uber-cafes-2026');
    expect(slugFromTitle('Company/Partners')).toBe('company-partners');
    expect(slugFromTitle('')).toBe('');
    for (const title of ['Cloud Security & Zero Trust', 'Über Cafés — 2026!', 'a/b']) {
      expect(adminSlugRejection(slugFromTitle(title), 'subpage'), title).toBeNull();
    }
  });

  it('cuts a long title to the longest slug, never ending on a hyphen', () => {
    const slug = slugFromTitle(`${'word '.repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(slugMaxLength);
    expect(slug).not.toMatch(/-$/);
  });
});
