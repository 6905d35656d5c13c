import type { Session } from 'electron';
import { isAppUrl } from './app-origin';

export type PermissionSession = Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>;

/**
 * Copy buttons (recovery codes, invitation, reset and preview links, media addresses) write text with
 * `navigator.clipboard.writeText`, which Chromium asks for as `clipboard-sanitized-write`. Reading the
 * clipboard is not on the list: pasting works without it, and no page should read what else was copied.
 */
export const appPermissions: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

interface Requester {
  isMainFrame: boolean;
  /** The requesting frame's address; a check without one names only the origin. */
  url: string | undefined;
}

/** The app's own top-level page may write to the clipboard; everything else, from anyone, is refused. */
export function isPermissionAllowed(permission: string, requester: Requester): boolean {
  return (
    appPermissions.has(permission) && requester.isMainFrame && requester.url !== undefined && isAppUrl(requester.url)
  );
}

/**
 * The site needs no camera, notifications, geolocation or the like: every request and check is refused but
 * a clipboard write from the app's top-level frame (not an embedded frame, not another origin).
 */
export function applyPermissionPolicy(session: PermissionSession): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(isPermissionAllowed(permission, { isMainFrame: details.isMainFrame, url: details.requestingUrl })),
  );
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    isPermissionAllowed(permission, {
      isMainFrame: details.isMainFrame,
      url: details.requestingUrl ?? requestingOrigin,
    }),
  );
}
