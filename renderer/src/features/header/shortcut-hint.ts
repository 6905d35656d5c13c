import { useSyncExternalStore } from 'react';

const genericHint = 'Ctrl K';

/** How the search shortcut is written on this device: Apple keyboards say ⌘K, everything else Ctrl K. */
function deviceHint(): string {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  const platform = nav.userAgentData?.platform ?? nav.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘K' : genericHint;
}

const noSubscription = () => () => undefined;

/**
 * The platform never changes while the page is open, so there is nothing to subscribe to; the server snapshot
 * keeps a server-rendered header and its hydration in agreement before the device's own wording shows.
 */
export function useSearchShortcutHint(): string {
  return useSyncExternalStore(noSubscription, deviceHint, () => genericHint);
}
