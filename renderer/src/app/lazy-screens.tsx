import { lazy } from 'react';

/** Screens visitors rarely need are split out, so a first visit to `/` never downloads them. */
export const PolicyPage = lazy(() =>
  import('../features/content-pages/policy-page').then((module) => ({ default: module.PolicyPage })),
);
export const AuthPage = lazy(() => import('../features/auth/auth-page').then((module) => ({ default: module.AuthPage })));
export const ApiTestPage = lazy(() =>
  import('../features/api-tester/api-test-page').then((module) => ({ default: module.ApiTestPage })),
);

const adminScreen = (name: 'dashboard' | 'pages' | 'globalComponents' | 'subpages' | 'contactSubmissions' | 'jobSubmissions') =>
  lazy(() => import('../features/admin/admin-screens').then((module) => ({ default: module.adminScreens[name] })));

export const AdminScreens = {
  Dashboard: adminScreen('dashboard'),
  Pages: adminScreen('pages'),
  GlobalComponents: adminScreen('globalComponents'),
  Subpages: adminScreen('subpages'),
  ContactSubmissions: adminScreen('contactSubmissions'),
  JobSubmissions: adminScreen('jobSubmissions'),
};
