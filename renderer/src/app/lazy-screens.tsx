import { lazyComponent, lazyPlainComponent } from '../lib/lazy-component';

/** Screens visitors rarely need are split out, so a first visit to `/` never downloads them. */
export const PolicyPage = lazyComponent(() =>
  import('../features/content-pages/policy-page').then((m) => m.PolicyPage),
);
export const AuthPage = lazyComponent(() => import('./auth-area').then((m) => m.AuthArea));
export const InvitationPage = lazyComponent(() => import('./auth-area').then((m) => m.InvitationArea));
export const ResetPasswordPage = lazyComponent(() => import('./auth-area').then((m) => m.ResetPasswordArea));
export const ApiTestPage = lazyComponent(() => import('./api-test-area').then((m) => m.ApiTestArea));
/** The admin area's root: auth, the guard and its screens, all in lazily loaded code. */
export const AdminArea = lazyComponent(() => import('./admin-area').then((m) => m.AdminArea));
/** A draft's preview (issue 14 §2): it parses its answer with the contract's schema, so it stays out of a first visit. */
export const PreviewPage = lazyComponent(() =>
  import('../features/content-pages/preview-page').then((m) => m.PreviewPage),
);
/** Shown on every page while the site draws a draft header, footer or call to action (issue 29). */
export const ChromePreviewBar = lazyComponent(() =>
  import('../features/content-pages/chrome-preview-bar').then((m) => m.ChromePreviewBar),
);
/** The insights listing and articles (issue 30): styled by CSS modules alone, so they load without Chakra. */
export const InsightsListingPage = lazyPlainComponent(() =>
  import('../features/content-pages/insights/insights-listing-page').then((m) => m.InsightsListingPage),
);
export const ArticlePage = lazyPlainComponent(() =>
  import('../features/content-pages/insights/article-page').then((m) => m.ArticlePage),
);
