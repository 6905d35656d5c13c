import { describe, expect, it } from 'vitest';
import { deepLinkFromArgv, parseDeepLink } from './deep-link';

describe('aegisline:// deep links', () => {
  it.each([
    ['aegisline://hosted/admin/pages/12', { backend: 'hosted', path: '/admin/pages/12' }],
    ['aegisline://local/admin/contact-submissions', { backend: 'local', path: '/admin/contact-submissions' }],
    ['aegisline://Hosted/admin/pages/12/', { backend: 'hosted', path: '/admin/pages/12' }],
  ])('opens %s on its backend', (link, expected) => {
    expect(parseDeepLink(link)).toEqual(expected);
  });

  it.each([
    // The old form names no backend: which site's page 12?
    'aegisline://admin/pages/12',
    'aegisline://staging/admin/pages/12',
    'aegisline://hosted',
    'https://hosted/admin/pages/12',
    'aegisline://hosted/admin/pages/12?token=x',
    'aegisline://hosted/admin/pages/12#x',
    'aegisline://user:pw@hosted/admin/pages',
    'aegisline://hosted:8080/admin/pages',
    'aegisline://hosted/admin/%2e%2e/etc',
    'aegisline://hosted/admin/../../etc',
    'aegisline://hosted/admin/pages/<script>',
    'aegisline://',
    'not a url',
  ])('refuses %s', (link) => {
    expect(parseDeepLink(link)).toBeNull();
  });

  it("finds the link in a second launch's arguments", () => {
    expect(deepLinkFromArgv(['/opt/Aegisline/aegisline', '--flag', 'aegisline://local/admin/pages/3'])).toEqual({
      backend: 'local',
      path: '/admin/pages/3',
    });
    expect(deepLinkFromArgv(['/opt/Aegisline/aegisline'])).toBeNull();
  });
});
