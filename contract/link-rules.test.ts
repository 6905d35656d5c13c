import { describe, expect, it } from 'vitest';
import { ImagePathSchema } from './image-path-schema';
import { isAllowedLink, isSitePath } from './link-rules';

describe('isAllowedLink', () => {
  it.each([
    '/',
    '/services/cloud-security',
    '/contact#form',
    '/search?q=zero%20trust',
    'https://www.linkedin.com/company/aegisline',
    'http://example.com/path?x=1',
    'mailto:hello@aegisline.example',
    'tel:+442079460000',
  ])('accepts %s', (link) => expect(isAllowedLink(link)).toBe(true));

  it.each([
    ['a protocol-relative address', '//evil.example'],
    ['a backslash path browsers read as another host', '/\\evil.example'],
    ['a tab that browsers strip', '/\t/evil.example'],
    ['a backslash inside a path', '/a\\b'],
    ['script', 'javascript:alert(5)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['credentials before the host', 'https://bank.example@evil.example/'],
    ['an address without a host', 'https:///path'],
    ['two mail addresses', 'mailto:a@example.com,b@example.com'],
    ['mail with extra headers', 'mailto:a@example.com?bcc=b@example.com'],
    ['a word', 'services'],
    ['nothing', ''],
  ])('refuses %s', (_label, link) => expect(isAllowedLink(link)).toBe(false));
});

describe('isSitePath', () => {
  it('is a path the router may follow, never one a browser sends elsewhere', () => {
    expect(isSitePath('/admin/pages')).toBe(true);
    for (const path of ['//evil.example', '/\\evil.example', 'https://example.com', 'mailto:a@b.example'])
      expect(isSitePath(path), path).toBe(false);
  });
});

describe('ImagePathSchema', () => {
  it('takes an image path on this site only', () => {
    expect(ImagePathSchema.safeParse('/brand/logo-light.svg').success).toBe(true);
    for (const value of ['javascript:alert(5)', 'https://evil.example/logo.svg', '/brand/logo.html', ''])
      expect(ImagePathSchema.safeParse(value).success, value).toBe(false);
  });
});
