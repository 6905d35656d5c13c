import { diagnosticsPageUrl, isAppUrl } from './app-origin';

/** The part of an IpcMainInvokeEvent the sender check reads. */
export interface IpcSenderEvent {
  readonly senderFrame: { readonly url: string; readonly parent: unknown } | null;
}

/**
 * Only the app's own top-level pages may call the bridge: not a frame that navigated away or was destroyed
 * (senderFrame null), not an embedded frame, not a page from any other origin.
 */
export function isTrustedSender(event: IpcSenderEvent): boolean {
  const frame = event.senderFrame;
  return frame !== null && frame.parent === null && isAppUrl(frame.url);
}

/**
 * The API tester's request channel runs arbitrary `/api/` calls with the stored token, so only the
 * diagnostics window (a top-level app frame on its own page) may use it, not the site's pages.
 */
export function isDiagnosticsSender(event: IpcSenderEvent): boolean {
  if (!isTrustedSender(event) || event.senderFrame === null) return false;
  // Compared piecewise: a URL's `origin` is "null" for app:// wherever the scheme is not registered.
  const url = new URL(event.senderFrame.url);
  return `${url.protocol}//${url.host}${url.pathname}` === diagnosticsPageUrl;
}
