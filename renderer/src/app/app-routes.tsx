import { Center, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ContentPage } from '../features/content-pages/content-page';
import { DynamicPageRoute } from '../features/content-pages/dynamic-page-route';
import { DynamicSubpageRoute } from '../features/content-pages/dynamic-subpage-route';
import { NotFoundPage } from '../features/content-pages/not-found-page';
import { paths } from '../lib/paths';
import { AdminArea, ApiTestPage, AuthPage, PolicyPage } from './lazy-screens';
import { SiteLayout } from './site-layout';

/** Fixed public pages inside the shared layout, each backed by the server page of the same slug. */
const fixedPages: { path: string; slug: string }[] = [
  { path: paths.homeAlias, slug: 'home' },
  { path: paths.solutions, slug: 'solutions' },
  { path: paths.services, slug: 'services' },
  { path: paths.products, slug: 'products' },
  { path: paths.company, slug: 'company' },
  { path: paths.partners, slug: 'company/partners' },
  { path: paths.careers, slug: 'company/careers' },
  { path: paths.resources, slug: 'company/resources' },
  { path: paths.news, slug: 'company/news' },
  { path: paths.contact, slug: 'contact' },
];

const policyPaths = [paths.privacyPolicy, paths.termsOfService, paths.cookiePolicy];

function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center minHeight="60vh" role="status" aria-label="Loading">
          <Spinner size="lg" color="signal.solid" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<ContentPage slug="home" />} />
        {fixedPages.map(({ path, slug }) => (
          <Route key={path} path={path} element={<ContentPage key={slug} slug={slug} />} />
        ))}
        <Route path={paths.notFound} element={<NotFoundPage />} />
        <Route path={paths.notFoundRedirect} element={<NotFoundPage />} />
        <Route path=":slug" element={<DynamicPageRoute />} />
        <Route path=":parentSlug/:subpageSlug" element={<DynamicSubpageRoute />} />
        <Route path=":parentSlug/subpage/:subpageSlug" element={<DynamicSubpageRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {policyPaths.map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <Loading>
              <PolicyPage />
            </Loading>
          }
        />
      ))}
      <Route
        path={paths.auth}
        element={
          <Loading>
            <AuthPage />
          </Loading>
        }
      />
      <Route
        path={paths.apiTest}
        element={
          <Loading>
            <ApiTestPage />
          </Loading>
        }
      />
      <Route
        path={`${paths.admin.dashboard}/*`}
        element={
          <Loading>
            <AdminArea />
          </Loading>
        }
      />
    </Routes>
  );
}
