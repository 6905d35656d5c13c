import { Route, Routes } from 'react-router-dom';
import { adminScreens } from '../features/admin/admin-screens';
import { NotFoundPage } from '../features/content-pages/not-found-page';
import { AuthProvider } from '../lib/auth/auth-provider';
import { RequireAuth } from './require-auth';

/** Routes below /admin, relative to it. */
export function AdminArea() {
  const { dashboard: Dashboard, pages: Pages, globalComponents: GlobalComponents, subpages: Subpages } = adminScreens;
  const { contactSubmissions: ContactSubmissions, jobSubmissions: JobSubmissions } = adminScreens;
  return (
    <AuthProvider>
      <Routes>
        <Route element={<RequireAuth />}>
          <Route index element={<Dashboard />} />
          <Route path="pages" element={<Pages />} />
          <Route path="global-components" element={<GlobalComponents />} />
          <Route path="pages/:pageId/subpages" element={<Subpages />} />
          <Route path="contact-submissions" element={<ContactSubmissions />} />
          <Route path="job-submissions" element={<JobSubmissions />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </AuthProvider>
  );
}
