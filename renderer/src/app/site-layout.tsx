import { Outlet } from 'react-router-dom';
import { CookieBanner } from '../features/cookie-banner/cookie-banner';
import { SiteFooter } from '../features/footer/site-footer';
import { SiteHeader } from '../features/header/site-header';
import { ScrollToTopButton } from '../features/scroll-to-top/scroll-to-top-button';
import { SearchDialog } from '../features/search/search-dialog';
import { DesktopBackendBadge } from '../components/desktop-backend-badge';
import { SkipLink } from '../components/skip-link';
import styles from './site-layout.module.css';

export const mainContentId = 'main-content';

export function SiteLayout() {
  return (
    <div className={styles.layout}>
      <SkipLink targetId={mainContentId} />
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
