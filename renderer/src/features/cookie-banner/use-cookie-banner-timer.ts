import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { cookieBannerDismissedAtom, cookieBannerOpenAtom } from './cookie-banner-atoms';
import { cookieBannerDelayMs, hasAcceptedCookies } from './cookie-consent';

/** Opens the banner `cookieBannerDelayMs` after mount, unless consent was accepted or it was dismissed. */
export function useCookieBannerTimer(): void {
  const dismissed = useAtomValue(cookieBannerDismissedAtom);
  const setOpen = useSetAtom(cookieBannerOpenAtom);

  useEffect(() => {
    if (dismissed || hasAcceptedCookies()) return;
    const timer = window.setTimeout(() => setOpen(true), cookieBannerDelayMs);
    return () => window.clearTimeout(timer);
  }, [dismissed, setOpen]);
}
