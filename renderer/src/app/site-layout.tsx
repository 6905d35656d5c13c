import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { CookieBanner } from '../features/cookie-banner/cookie-banner';
import { SiteFooter } from '../features/footer/site-footer';
import { SiteHeader } from '../features/header/site-header';
import { ScrollToTopButton } from '../features/scroll-to-top/scroll-to-top-button';
import { SearchDialog } from '../features/search/search-dialog';
import { DesktopBackendBadge } from '../components/desktop-backend-badge';
import { SkipLink } from '../components/skip-link';
import { chromePreviewAtom } from '../lib/preview/chrome-preview';
import { ChromePreviewBar } from './lazy-screens';
import styles from './site-layout.module.css';

export const mainContentId = 'main-content';

export function SiteLayout() {
  // Only while a preview draws a draft header, footer or call to action: a visit never loads the bar's code.
  const chromePreview = useAtomValue(chromePreviewAtom);
  return (
    <div className={styles.layout}>
      <SkipLink targetId={mainContentId} />
      {chromePreview && (
        <Suspense fallback={null}>
          <ChromePreviewBar />
        </Suspense>
      )}
      <SiteHeader />
      <main id={mainContentId} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTopButton />
      <CookieBanner />
      <SearchDialog />
      <DesktopBackendBadge />
    </div>
  );
}
