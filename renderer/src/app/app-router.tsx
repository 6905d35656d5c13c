import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { ScrollToTopOnNavigate } from './scroll-to-top-on-navigate';

/**
 * Declarative routing: the data router would add ~17 KB gzipped to the first load for loaders and
 * actions this site does not use (its data lives in TanStack Query).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <ScrollToTopOnNavigate />
      <AppRoutes />
    </BrowserRouter>
  );
}
