import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ContentPage } from '../features/content-pages/content-page';
import { DynamicPageRoute } from '../features/content-pages/dynamic-page-route';
import { DynamicSubpageRoute } from '../features/content-pages/dynamic-subpage-route';
import { NotFoundPage } from '../features/content-pages/not-found-page';
import { paths } from '../lib/paths';
import { fixedPages, policyPaths } from './public-routes';
import {
  AdminArea,
  ApiTestPage,
  ArticlePage,
  InsightsListingPage,
  AuthPage,
  InvitationPage,
  PolicyPage,
  PreviewPage,
  ResetPasswordPage,
} from './lazy-screens';
import styles from './app-routes.module.css';
import { SiteLayout } from './site-layout';

function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className={styles.loading} role="status" aria-label="Loading">
          <span className={styles.spinner} />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

/** The route tree; `public-routes.ts` states the same rules for the server's prefetch, keep them in step. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<ContentPage slug="home" />} />
        {fixedPages.map(({ path, slug }) => (
          <Route key={path} path={path} element={<ContentPage key={slug} slug={slug} />} />
        ))}
        <Route
          path={paths.insights}
          element={
            <Loading>
              <InsightsListingPage />
            </Loading>
          }
        />
        <Route
          path={paths.insightsTopic(':topic')}
          element={
            <Loading>
              <InsightsListingPage />
            </Loading>
          }
        />
        <Route
          path={paths.article(':slug')}
          element={
            <Loading>
              <ArticlePage />
            </Loading>
          }
        />
        <Route path={paths.notFound} element={<NotFoundPage />} />
        <Route path={paths.notFoundRedirect} element={<NotFoundPage />} />
        <Route
          path={paths.preview.page}
          element={
            <Loading>
              <PreviewPage collection="pages" />
            </Loading>
          }
        />
        <Route
          path={paths.preview.subpage}
          element={
            <Loading>
              <PreviewPage collection="subpages" />
            </Loading>
          }
        />
        <Route
          path={paths.preview.article}
          element={
            <Loading>
              <PreviewPage collection="articles" />
            </Loading>
          }
        />
        <Route
          path={paths.preview.site}
          element={
            <Loading>
              <PreviewPage collection="site" />
            </Loading>
          }
        />
        <Route
          path={paths.preview.link}
          element={
            <Loading>
              <PreviewPage collection="link" />
            </Loading>
          }
        />
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
        path={paths.acceptInvitation}
        element={
          <Loading>
            <InvitationPage />
          </Loading>
        }
      />
      <Route
        path={paths.resetPassword}
        element={
          <Loading>
            <ResetPasswordPage />
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
