import { describe, expect, it, vi } from 'vitest';
import { applyPermissionPolicy } from './permissions';
import type { PermissionDetails } from './test-support/fake-session';
import { FakeSession } from './test-support/fake-session';

function policy() {
  const session = new FakeSession('');
  applyPermissionPolicy(session);
  const request = (permission: string, details: PermissionDetails): boolean => {
    const callback = vi.fn();
    session.requestHandler?.({}, permission, callback, details);
    expect(callback).toHaveBeenCalledOnce();
    return callback.mock.calls[0]?.[0] as boolean;
  };
  const check = (permission: string, origin: string, details: PermissionDetails): boolean =>
    session.checkHandler?.({}, permission, origin, details) ?? true;
  return { request, check };
}

const appPage = { isMainFrame: true, requestingUrl: 'app://site/admin/account' };

describe('permissions', () => {
  it('lets the app’s top-level page write to the clipboard (the Copy buttons)', () => {
    const { request, check } = policy();
    expect(request('clipboard-sanitized-write', appPage)).toBe(true);
    expect(check('clipboard-sanitized-write', 'app://site', appPage)).toBe(true);
    // A check made without the frame's address names the origin only.
    expect(check('clipboard-sanitized-write', 'app://site', { isMainFrame: true })).toBe(true);
  });

  it('refuses the clipboard write to an embedded frame, another origin or a look-alike host', () => {
    const { request, check } = policy();
    expect(request('clipboard-sanitized-write', { ...appPage, isMainFrame: false })).toBe(false);
    expect(request('clipboard-sanitized-write', { isMainFrame: true, requestingUrl: 'https://evil.example/' })).toBe(
      false,
    );
    expect(request('clipboard-sanitized-write', { isMainFrame: true, requestingUrl: 'app://site.evil/' })).toBe(false);
    expect(request('clipboard-sanitized-write', { isMainFrame: true })).toBe(false);
    expect(check('clipboard-sanitized-write', 'https://evil.example', { isMainFrame: true })).toBe(false);
  });

  it.each(['clipboard-read', 'media', 'geolocation', 'notifications', 'openExternal', 'fullscreen', 'unknown'])(
    'denies %s to everyone, the app’s own page included',
    (permission) => {
      const { request, check } = policy();
      expect(request(permission, appPage)).toBe(false);
      expect(check(permission, 'app://site', appPage)).toBe(false);
    },
  );
});
