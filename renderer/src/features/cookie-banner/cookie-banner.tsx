import { useAtomValue } from 'jotai';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { cookieBannerOpenAtom } from './cookie-banner-atoms';
import { useCookieBannerTimer } from './use-cookie-banner-timer';

const CookieBannerPanel = lazyComponent(() => import('./cookie-banner-panel').then((m) => m.CookieBannerPanel));

/**
 * Only the 10 s timer is part of the first load; the banner itself is fetched when it is due
 * (and stays mounted afterwards so it can animate out).
 */
export function CookieBanner() {
  useCookieBannerTimer();
  const open = useAtomValue(cookieBannerOpenAtom);
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerPanel />
    </Suspense>
  );
}
