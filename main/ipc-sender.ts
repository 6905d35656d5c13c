import { isAppUrl } from './app-origin';

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
