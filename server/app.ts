import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthMode } from '../contract/runtime-config';
import { formTokenMinAgeMs } from '../contract/submissions';
import type { Database } from './db/schema';
import type { RateLimits } from './fastify-types';
import { installErrorHandling } from './http/error-handler';
import { answerClientError, answerFrameworkError } from './http/framework-errors';
import { trackRouteMethods } from './http/method-not-allowed';
import { installNotFound } from './http/not-found';
import { installUnsafeInputGuard } from './http/unsafe-input-guard';
import { closeOnlyIdleSockets } from './http/idle-sockets';
import type { ServerTimeouts } from './http/server-timeouts';
import { defaultServerTimeouts, fastifyTimeoutOptions } from './http/server-timeouts';
import type { TrustProxySetting } from './http/trust-proxy';
import { fastifyTrustProxy } from './http/trust-proxy';
import type { ImageQueueLimits } from './media/image-queue';
import { createImageQueue, defaultImageQueueLimits } from './media/image-queue';
import type { ContentChange } from './http/content-change';
import { everything } from './http/content-change';
import { createPublicMicroCache, defaultMicroCacheLimits } from './http/micro-cache';
import { authentication } from './plugins/authentication';
import { sameOriginWrites } from './plugins/same-origin-writes';
import { securityHeaders } from './plugins/security-headers';
import { loadIndexHtml, webApp } from './plugins/web-app';
import type { PageRendererModule } from './ssr/load-page-renderer';
import { createInjectFetch } from './ssr/inject-fetch';
import { loadPageRenderer } from './ssr/load-page-renderer';
import type { PageRenderCacheLimits } from './ssr/page-render-cache';
import type { PageServing } from './ssr/page-serving';
import { createPageServing } from './ssr/page-serving';
import { registerSeoRoutes } from './routes/seo/register-seo-routes';
import type { ChangeNotices } from './instances/change-notices';
import type { DocumentStreamsTimings } from './presence/document-streams';
import { singleProcessChangeNotices } from './instances/change-notices';
import { postgresRateLimitStore } from './instances/postgres-rate-limit-store';
import { databaseKind } from './db/database-kind';
import { RequestLogController } from './http/request-log-controller';
import { createRepositories } from './repositories/repositories';
import type { LoginThrottlePolicy } from './security/login-throttle';
import { defaultLoginThrottlePolicy } from './security/login-throttle';
import { registerAdminRoutes } from './routes/admin/register-admin-routes';
import { registerAccountRoutes } from './routes/account/register-account-routes';
import { registerAuthRoutes } from './routes/auth/register-auth-routes';
import { healthRoute } from './routes/health/health-route';
import { mediaFileRoute } from './routes/media/media-file-route';
import { socialImageRoute } from './routes/og/social-image-route';
import { registerPublicRoutes } from './routes/public/register-public-routes';
import { registerFormPostRoutes } from './routes/forms/register-form-post-routes';
import { createFormGuard } from './spam/form-guard';
import { sharedPreviewRoute } from './routes/preview/shared-preview-route';
import { clientPageExists } from './routes/preview/preview-link-page';
import { installScheduledPublishing } from './publishing/scheduled-publishing';
import { searchRoute } from './routes/public/search-route';
import type { Registration } from './routes/auth/register-route';
import type { RequireTwoFactor } from '../contract/two-factor';
import './fastify-types';

export interface AppOptions {
  db: Kysely<Database>;
  /** Tells other instances on the same database to drop their caches after a content change (PostgreSQL only); the app closes it. */
  changeNotices?: ChangeNotices;
  /** DATA_DIR (the SQLite file by default); never served. The app itself no longer writes there: résumés are in the database. */
  dataDir: string;
  /** The built web renderer; when absent or unbuilt only the API is served. */
  webRoot?: string;
  /** The auth style the web build uses: token (hosted, the default) or cookie (local). */
  authMode: AuthMode;
  sessionTtlMs?: number;
  /** A session unused this long ends (SESSION_IDLE_MINUTES; 8 hours by default). */
  sessionIdleMs?: number;
  /** Whether a registered account waits for an admin's approval (the default) or is a viewer at once. */
  registration?: Registration;
  /**
   * SITE_REQUIRE_2FA. The server's configuration defaults to `admins`; an app built without saying (tests) asks
   * nobody, so tests that sign in as an admin need no authenticator unless they are about two-factor.
   */
  requireTwoFactor?: RequireTwoFactor;
  rateLimits?: Partial<RateLimits>;
  loginThrottle?: LoginThrottlePolicy;
  /** The spam time trap (default 3 s); 0 turns it off, for browser tests that send forms at machine speed. */
  formTimeTrapMs?: number;
  /** false for silence (tests); otherwise pino at this level, with secrets redacted. */
  logger?: false | { level: string; stream?: { write(line: string): void } };
  /** Which proxies' X-Forwarded-* headers to believe (see http/trust-proxy); never every hop. */
  trustProxy?: TrustProxySetting;
  timeouts?: Partial<ServerTimeouts>;
  /** How many uploaded images are processed at once and how many may wait (see media/image-queue). */
  imageQueue?: Partial<ImageQueueLimits>;
  /** How long public content answers are reused (see http/micro-cache); 0 turns the cache off. */
  publicCacheTtlMs?: number;
  /** URLs in one sitemap file before /sitemap.xml becomes an index (the protocol's 50,000; tests set fewer). */
  urlsPerSitemap?: number;
  publicCacheLimits?: Partial<typeof defaultMicroCacheLimits>;
  /** false serves only the spec's calls, so browser tests can exercise the dialog's client-side fallback. */
  search?: boolean;
  /** Builds the search index at start rather than on the first search (the server; tests leave it off). */
  searchWarmUp?: boolean;
  /** Absolute origin of the public site, without a trailing slash: canonical links, Open Graph, sitemap. */
  siteUrl?: string;
  /** The renderer's server build (`dist/ssr`); when absent or unbuilt, pages are client-rendered. */
  ssrRoot?: string;
  /** A page renderer given directly (tests render from the renderer's source); wins over `ssrRoot`. */
  pageRenderer?: PageRendererModule;
  pageCacheLimits?: PageRenderCacheLimits;
  renderTimeoutMs?: number;
  /** The clock that scheduled publishing and preview links' expiry read (tests move it). */
  now?: () => Date;
  /** The zone "Publish at" is typed and shown in (SITE_TIME_ZONE, UTC by default). */
  siteTimeZone?: string;
  /** How often open editors' event streams are kept alive, and how long a leave waits for a reconnect (tests shorten them). */
  documentStreams?: Partial<DocumentStreamsTimings>;
  /** Told of every route as it is registered: the robustness fuzz lists what it must cover this way. */
  onRoute?: (route: RouteOptions) => void;
}

const minute = 60_000;
export const defaultRateLimits: RateLimits = {
  login: { max: 10, timeWindow: minute },
  register: { max: 5, timeWindow: minute },
  submissions: { max: 5, timeWindow: minute },
  submissionsGlobal: { max: 120, timeWindow: minute },
  linkTargets: { max: 300, timeWindow: minute },
  presence: { max: 60, timeWindow: minute },
};

/** Never log secrets: credentials travel in these headers. */
const redactedPaths = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const sessionTtlMs = options.sessionTtlMs ?? 7 * 24 * 60 * minute;
  const publicCacheTtlMs = options.publicCacheTtlMs ?? 1000;
  const siteUrl = (options.siteUrl ?? 'http://localhost:5000').replace(/\/+$/, '');
  const logger =
    options.logger === false
      ? false
      : { level: options.logger?.level ?? 'info', redact: redactedPaths, stream: options.logger?.stream };
  const timeouts = { ...defaultServerTimeouts, ...options.timeouts };
  const app = Fastify({
    logger,
    logController: new RequestLogController(),
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    bodyLimit: 256 * 1024,
    ...fastifyTimeoutOptions(timeouts),
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });

  closeOnlyIdleSockets(app, timeouts);

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const now = options.now ?? (() => new Date());
  // Every store of public answers: a content change (an admin write, a scheduled publish) drops what it touched.
  const publicCaches: ((change: ContentChange) => void)[] = [];
  const routeMethods = trackRouteMethods(app);
  app.decorate('db', options.db);
  const sessionIdleMs = options.sessionIdleMs ?? 8 * 60 * minute;
  app.decorate('repos', createRepositories(options.db, { sessionTtlMs, sessionIdleMs }));
  app.decorate('reposIn', (db: Kysely<Database>) => createRepositories(db, { sessionTtlMs, sessionIdleMs }));
  app.decorate('rateLimits', { ...defaultRateLimits, ...options.rateLimits });
  app.decorate('loginThrottle', options.loginThrottle ?? defaultLoginThrottlePolicy);
  app.decorate('formTimeTrapMs', options.formTimeTrapMs ?? formTokenMinAgeMs);
  app.decorate('dataDir', options.dataDir);
  app.decorate('twoFactorPolicy', options.requireTwoFactor ?? 'off');
  app.decorate('imageQueue', createImageQueue({ ...defaultImageQueueLimits, ...options.imageQueue }));

  const microCache =
    publicCacheTtlMs > 0
      ? createPublicMicroCache({ ...defaultMicroCacheLimits, ...options.publicCacheLimits, ttlMs: publicCacheTtlMs })
      : null;
  const changeNotices = options.changeNotices ?? singleProcessChangeNotices();
  app.addHook('onClose', () => changeNotices.close());
  if (microCache) app.addHook('onClose', async () => microCache.close());
  /** Content changed here: this instance drops what it touched, and the others are told to drop theirs. */
  const contentChanged = (change: ContentChange) => {
    publicCaches.forEach((invalidate) => invalidate(change));
    changeNotices.announce(change);
  };
  changeNotices.onChange((change) => publicCaches.forEach((invalidate) => invalidate(change)));
  if (microCache) {
    app.addHook('onRequest', microCache.replay);
    publicCaches.push(microCache.invalidate);
  }
  installErrorHandling(app);
  installUnsafeInputGuard(app);
  const indexHtml = options.webRoot
    ? loadIndexHtml(options.webRoot, { authMode: options.authMode, apiBase: '' })
    : null;
  await app.register(securityHeaders, { inlineScriptHashes: indexHtml?.scriptHashes ?? [] });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(multipart, { limits: { fieldSize: 64 * 1024, fields: 20, parts: 22 } });
  // On PostgreSQL several instances may serve the site: their counters are shared in the database.
  const sharedRateLimits = databaseKind(options.db) === 'postgres' ? { store: postgresRateLimitStore(options.db) } : {};
  await app.register(rateLimit, { global: false, ...sharedRateLimits });
  await app.register(authentication);
  await app.register(sameOriginWrites);

  // One guard for both ways of sending a public form (the JSON API and the no-JavaScript targets): one global budget.
  const formGuard = createFormGuard(app);
  await app.register(async (content) => {
    // Content answers revalidate every time and come back 304 when unchanged.
    await content.register(etag);
    content.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-cache');
    });
    if (microCache) content.addHook('onSend', microCache.store);
    publicCaches.push(...registerPublicRoutes(content, formGuard));
    if (options.search ?? true) {
      const search = searchRoute(content, { changeNotices, warmUp: options.searchWarmUp ?? false });
      publicCaches.push(search.expireVersion);
    }
    publicCaches.push(...registerSeoRoutes(content, siteUrl, { urlsPerSitemap: options.urlsPerSitemap }));
  });
  healthRoute(app);
  mediaFileRoute(app);
  socialImageRoute(app, { siteUrl, webRoot: options.webRoot, now });
  const siteTimeZone = options.siteTimeZone ?? 'UTC';
  registerAuthRoutes(app, { sessionTtlMs, registration: options.registration ?? 'approval', siteTimeZone });
  registerAccountRoutes(app);
  sharedPreviewRoute(app, now);
  await registerAdminRoutes(app, {
    now,
    siteTimeZone,
    onContentChanged: contentChanged,
    changeNotices,
    documentStreams: options.documentStreams,
  });

  let pages: PageServing | null = null;
  if (options.webRoot && indexHtml) {
    const renderer = options.pageRenderer ?? (options.ssrRoot ? await loadPageRenderer(options.ssrRoot) : null);
    if (!renderer) app.log.warn('no server build of the renderer: pages are client-rendered (run "npm run build:web")');
    pages = createPageServing({
      template: indexHtml.html,
      renderer,
      siteUrl,
      fetch: createInjectFetch(app),
      cacheLimits: options.pageCacheLimits,
      renderTimeoutMs: options.renderTimeoutMs,
      log: app.log,
      followRedirect: app.repos.redirects.follow,
      clientPageExists: clientPageExists(app, now),
    });
    publicCaches.push(pages.invalidateCache);
    await app.register(webApp, { webRoot: options.webRoot, sendPage: pages.send });
    // The forms' targets without JavaScript answer with a rendered page, so they exist only where pages are served.
    await registerFormPostRoutes(app, { guard: formGuard, pages });
  } else if (options.webRoot) app.log.warn(`no web build in ${options.webRoot}: run "npm run build:web"`);
  app.decorate('pageCacheStats', () => pages?.cacheStats() ?? { entries: 0, bytes: 0 });

  // The other instances drop theirs too (each runs the schedule, but only one publishes an item).
  installScheduledPublishing(app, { now, siteTimeZone, onPublished: () => contentChanged(everything) });
  installNotFound(app, { sendPage: pages?.send ?? null, routeMethods });
  return app;
}
