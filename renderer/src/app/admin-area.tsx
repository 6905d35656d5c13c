import { Center, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { adminScreens as s } from '../features/admin/admin-screens';
import { NotFoundPage } from '../features/content-pages/not-found-page';
import { AuthProvider } from '../lib/auth/auth-provider';
import { RequireApproval } from './require-approval';
import { RequireAuth } from './require-auth';

function ScreenSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="16" role="status" aria-label="Loading">
          <Spinner size="lg" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

/** A screen inside the layout suspends on its own, so the sidebar stays put while a screen loads. */
const screen = (Screen: (typeof s)[keyof typeof s]) => (
  <ScreenSuspense>
    <Screen />
  </ScreenSuspense>
);

/** Routes below /admin, relative to it. */
export function AdminArea() {
  return (
    <AuthProvider>
      <Routes>
        <Route element={<RequireAuth />}>
          <Route
            element={
              <ScreenSuspense>
                <RequireApproval />
              </ScreenSuspense>
            }
          >
            <Route element={screen(s.layout)}>
              <Route index element={screen(s.dashboard)} />
              <Route path="pages" element={screen(s.pages)} />
              <Route path="pages/new" element={screen(s.pageNew)} />
              <Route path="pages/:pageId" element={screen(s.pageEdit)} />
              <Route path="pages/:pageId/subpages" element={screen(s.subpages)} />
              <Route path="pages/:pageId/subpages/new" element={screen(s.subpageNew)} />
              <Route path="subpages/:subpageId" element={screen(s.subpageEdit)} />
              <Route path="insights" element={screen(s.articles)} />
              <Route path="insights/new" element={screen(s.articleNew)} />
              <Route path="insights/:articleId" element={screen(s.articleEdit)} />
              <Route path="people" element={screen(s.people)} />
              <Route path="global-components" element={screen(s.globalComponents)} />
              <Route path="media" element={screen(s.media)} />
              <Route path="contact-submissions" element={screen(s.contactSubmissions)} />
              <Route path="job-submissions" element={screen(s.jobSubmissions)} />
              <Route path="redirects" element={screen(s.redirects)} />
              <Route path="users" element={screen(s.users)} />
              <Route path="audit-log" element={screen(s.auditLog)} />
              <Route path="account" element={screen(s.account)} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Route>
        </Route>
      </Routes>
    </AuthProvider>
  );
}
