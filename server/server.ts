import { buildApp, defaultRateLimits } from './app';
import { ConfigurationError, readServerConfig } from './config';
import type { FastifyBaseLogger } from 'fastify';
import { connectOrExit } from './db/connect-or-exit';
import { migrateToLatest } from './db/migrate';
import { moveResumeFilesIntoDatabase } from './db/move-resume-files-into-database';
import { openDatabase, resolveDatabaseLocation } from './db/open-database';
import { seedDatabase } from './db/seed/seed-database';
import { runHousekeeping } from './housekeeping';
import { postgresChangeNotices } from './instances/postgres-change-notices';
import { humanLogStream } from './human-log-stream';
import { collectGarbageWhenIdle } from './http/collect-when-idle';
import { createRepositories } from './repositories/repositories';
import { scheduleRetentionPurge } from './retention/schedule-retention-purge';
import { warmUpPages } from './ssr/warm-up';
import { defaultLoginThrottlePolicy } from './security/login-throttle';
import { relaxedLoginThrottle, relaxedRateLimits } from './security/relaxed-limits';

const config = configOrExit();

/** A bad setting stops the server with the sentence naming it, not a stack trace. */
function configOrExit() {
  try {
    return readServerConfig();
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const location = resolveDatabaseLocation(config.databaseUrl, config.dataDir);
// The app's logger exists only once the app is built; a connection can break before that.
let log: Pick<FastifyBaseLogger, 'warn'> = { warn: (...args: unknown[]) => console.warn(...args) };
const db = openDatabase(location, {
  poolSize: config.databasePoolSize,
  onConnectionError: (error) => log.warn({ err: error }, 'a database connection broke; it will be replaced'),
});
await connectOrExit(db, location);
await migrateToLatest(db);
await moveResumeFilesIntoDatabase(db, config.dataDir, (moved) =>
  console.log(`Moved ${moved} résumé files from ${config.dataDir}/resumes into the database.`),
);
const seed = await seedDatabase(createRepositories(db, { sessionTtlMs: 0 }), {
  ...config.admin,
  demoAccount: config.demoAccount,
});

const app = await buildApp({
  db,
  // Other instances on the same PostgreSQL database drop their caches when this one saves content.
  changeNotices:
    location.kind === 'postgres'
      ? postgresChangeNotices({ url: location.url, db, warn: (error, message) => log.warn({ err: error }, message) })
      : undefined,
  dataDir: config.dataDir,
  webRoot: config.webRoot,
  ssrRoot: config.ssrRoot,
  siteUrl: config.siteUrl,
  authMode: config.authMode,
  registration: config.registration,
  requireTwoFactor: config.requireTwoFactor,
  sessionIdleMs: config.sessionIdleMs,
  trustProxy: config.trustProxy,
  rateLimits: config.relaxedRateLimits ? relaxedRateLimits(defaultRateLimits) : undefined,
  loginThrottle: config.relaxedRateLimits ? relaxedLoginThrottle(defaultLoginThrottlePolicy) : undefined,
  search: config.searchApi,
  searchWarmUp: true,
  siteTimeZone: config.siteTimeZone,
  formTimeTrapMs: config.formTimeTrapMs,
  // A person at a terminal reads lines; anything else (a log collector) gets pino's JSON.
  logger: { level: config.logLevel, stream: process.stdout.isTTY ? humanLogStream(process.stdout) : undefined },
});
log = app.log;

// Form data is kept only as long as the retention settings say: purged now, then daily.
scheduleRetentionPurge({
  repos: app.repos,
  settings: config.retention,
  log: app.log,
});

const housekeep = () =>
  void runHousekeeping(app).catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
housekeep();
const hourly = setInterval(housekeep, 60 * 60_000);
hourly.unref();

const shutdown = async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

collectGarbageWhenIdle(app);

// Before listening, so the first visitors (and a save on another instance) do not wait for cold renders.
// A database gone meanwhile must not stop the start: the pages then render on first visit, as before.
const warmed = await warmUpPages(app, { budgetMs: 5_000 }).catch((error: unknown) => {
  app.log.warn({ err: error }, 'could not render the published pages before taking requests');
  return null;
});
if (warmed) app.log.info(warmed, 'rendered the published pages once before taking requests');

await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}`;
const lines = [``, `  Site running at ${url}  (auth mode: ${config.authMode})`];
if (seed.pages > 0) lines.push(`  Seeded ${seed.pages} pages and ${seed.subpages} subpages.`);
if (seed.admin?.generatedPassword) {
  lines.push(
    `  Staff sign-in: ${url}/auth  username "${seed.admin.username}", password "${seed.admin.generatedPassword}"`,
    `  (generated once for this database and not shown again; set SITE_ADMIN_PASSWORD before the first start to choose it)`,
  );
} else {
  lines.push(
    `  Staff sign-in: ${url}/auth  as "${config.admin.username}" (password: SITE_ADMIN_PASSWORD, or the one printed at first start)`,
  );
}
if (seed.demo)
  lines.push(
    `  Demo viewer for local use: "demo" / "demo-password-2026" (SITE_DEMO_ACCOUNT=on; never on a deployed site)`,
  );
console.log(lines.join('\n') + '\n');
