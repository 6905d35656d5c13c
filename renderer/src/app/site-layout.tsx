import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { CookieBanner } from '../features/cookie-banner/cookie-banner';
import { SiteFooter } from '../features/footer/site-footer';
import { SiteHeader } from '../features/header/site-header';
import { ScrollToTopButton } from '../features/scroll-to-top/scroll-to-top-button';
import { SearchDialog } from '../features/search/search-dialog';
import { DesktopBackendBadge } from '../components/desktop-backend-badge';
import { SkipLink } from '../components/skip-link';

export const mainContentId = 'main-content';

export function SiteLayout() {
  return (
    <Flex direction="column" minHeight="100vh">
      <SkipLink targetId={mainContentId} />
      <SiteHeader />
      <Box as="main" id={mainContentId} tabIndex={-1} flex="1" _focusVisible={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter />
      <ScrollToTopButton />
      <CookieBanner />
      <SearchDialog />
      <DesktopBackendBadge />
    </Flex>
  );
}
