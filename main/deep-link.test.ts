import { describe, expect, it } from 'vitest';
import { deepLinkFromArgv, deepLinkToAppUrl } from './deep-link';

describe('aegisline:// deep links', () => {
  it.each([
    ['aegisline://admin/pages/12', 'app://site/admin/pages/12'],
    ['aegisline://admin/submissions', 'app://site/admin/submissions'],
    ['aegisline://admin/pages/12/', 'app://site/admin/pages/12'],
  ])('opens %s as %s', (link, expected) => {
    expect(deepLinkToAppUrl(link)).toBe(expected);
  });

  it.each([
    'https://admin/pages/12',
    'aegisline://admin/pages/12?token=x',
    'aegisline://admin/pages/12#x',
    'aegisline://user:pw@admin/pages',
    'aegisline://admin/%2e%2e/etc',
    'aegisline://admin/../../etc',
    'aegisline://admin/pages/<script>',
    'aegisline://',
    'not a url',
  ])('refuses %s', (link) => {
    expect(deepLinkToAppUrl(link)).toBeNull();
  });

  it("finds the link in a second launch's arguments", () => {
    expect(deepLinkFromArgv(['/opt/Aegisline/aegisline', '--flag', 'aegisline://admin/pages/3'])).toBe(
      'app://site/admin/pages/3',
    );
    expect(deepLinkFromArgv(['/opt/Aegisline/aegisline'])).toBeNull();
  });
});
