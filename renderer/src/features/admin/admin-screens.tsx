import { lazyComponent } from '../../lib/lazy-component';

/** Every admin screen is its own chunk: visitors never download admin code, staff only what they open. */
export const adminScreens = {
  awaitingApproval: lazyComponent(() =>
    import('./approval/awaiting-approval-screen').then((m) => m.AwaitingApprovalScreen),
  ),
  twoFactorSetup: lazyComponent(() => import('./account/two-factor-setup-screen').then((m) => m.TwoFactorSetupScreen)),
  account: lazyComponent(() => import('./account/account-screen').then((m) => m.AccountScreen)),
  layout: lazyComponent(() => import('./shell/admin-layout').then((m) => m.AdminLayout)),
  dashboard: lazyComponent(() => import('./dashboard/dashboard-screen').then((m) => m.DashboardScreen)),
  pages: lazyComponent(() => import('./pages/pages-list-screen').then((m) => m.PagesListScreen)),
  pageNew: lazyComponent(() => import('./pages/page-new-screen').then((m) => m.PageNewScreen)),
  pageEdit: lazyComponent(() => import('./pages/page-edit-screen').then((m) => m.PageEditScreen)),
  subpages: lazyComponent(() => import('./subpages/subpages-list-screen').then((m) => m.SubpagesListScreen)),
  subpageNew: lazyComponent(() => import('./subpages/subpage-new-screen').then((m) => m.SubpageNewScreen)),
  subpageEdit: lazyComponent(() => import('./subpages/subpage-edit-screen').then((m) => m.SubpageEditScreen)),
  articles: lazyComponent(() => import('./insights/articles-list-screen').then((m) => m.ArticlesListScreen)),
  articleNew: lazyComponent(() => import('./insights/article-new-screen').then((m) => m.ArticleNewScreen)),
  articleEdit: lazyComponent(() => import('./insights/article-edit-screen').then((m) => m.ArticleEditScreen)),
  people: lazyComponent(() => import('./people/people-screen').then((m) => m.PeopleScreen)),
  globalComponents: lazyComponent(() =>
    import('./global-components/global-components-screen').then((m) => m.GlobalComponentsScreen),
  ),
  media: lazyComponent(() => import('./media/media-library-screen').then((m) => m.MediaLibraryScreen)),
  contactSubmissions: lazyComponent(() =>
    import('./submissions/contact-submissions-screen').then((m) => m.ContactSubmissionsScreen),
  ),
  jobSubmissions: lazyComponent(() =>
    import('./submissions/job-submissions-screen').then((m) => m.JobSubmissionsScreen),
  ),
  redirects: lazyComponent(() => import('./redirects/redirects-screen').then((m) => m.RedirectsScreen)),
  auditLog: lazyComponent(() => import('./audit-log/audit-log-screen').then((m) => m.AuditLogScreen)),
  users: lazyComponent(() => import('./users/users-screen').then((m) => m.UsersScreen)),
};
