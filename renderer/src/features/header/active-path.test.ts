import { describe, expect, it } from 'vitest';
import { isActivePath } from './active-path';

describe('isActivePath', () => {
  it('matches the item link exactly', () => {
    expect(isActivePath('/contact', '/contact')).toBe(true);
  });

  it('matches paths below the item link', () => {
    expect(isActivePath('/company/partners', '/company')).toBe(true);
    expect(isActivePath('/services/cloud-security', '/services')).toBe(true);
  });

  it('matches Home only on "/" itself', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/company', '/')).toBe(false);
  });

  it('stops at path segment boundaries', () => {
    expect(isActivePath('/services-overview', '/services')).toBe(false);
    expect(isActivePath('/company', '/company/partners')).toBe(false);
  });

  it('ignores a trailing slash and never marks absolute links', () => {
    expect(isActivePath('/company/', '/company')).toBe(true);
    expect(isActivePath('/', 'https://example.com/')).toBe(false);
  });
});
