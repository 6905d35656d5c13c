import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { GuardedRouter } from '../lib/navigation/guarded-router';
import { AppRoutes } from './app-routes';
import { ScrollToTopOnNavigate } from './scroll-to-top-on-navigate';

/** Everything below the router; the server renders the same tree inside a `StaticRouter`. */
export function AppRouteTree() {
  return (
    <>
      <ScrollToTopOnNavigate />
      <AppRoutes />
    </>
  );
}

/** The history `BrowserRouter` makes for itself (`v5Compat`: pushes are reported to the router as well). */
const browserHistory = () => createBrowserHistory({ v5Compat: true });

/**
 * Declarative routing: the data router would add ~17 KB gzipped to the first load for loaders and
 * actions this site does not use (its data lives in TanStack Query). Its one feature the admin needs,
 * blocking a navigation away from unsaved work, is done by guarding the history instead (`GuardedRouter`).
 */
export function AppRouter() {
  return (
    <GuardedRouter createHistory={browserHistory}>
      <AppRouteTree />
    </GuardedRouter>
  );
}
