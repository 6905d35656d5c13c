import path from 'node:path';
import { isTimeZone } from '../contract/zoned-time';
import * as z from 'zod/mini';
import { RegistrationModeSchema } from '../contract/invitations';
import { AuthModeSchema } from '../contract/auth-mode-schema';
import { RequireTwoFactorSchema } from '../contract/two-factor';
import { defaultPoolSize } from './db/open-database';
import { isTrustProxyError, parseTrustProxy, trustProxyHelp } from './http/trust-proxy';
import './http/zod-locale';

/** A whole number of days, at least one: a purge that keeps nothing would be a typo, not a policy. */
function retentionDays(name: string, fallback: number) {
  const message = `${name} must be a whole number of days, at least 1`;
  return z._default(z.coerce.number({ error: message }).check(z.int(message), z.gte(1, message)), fallback);
}

const idleMessage = 'SESSION_IDLE_MINUTES must be a whole number of minutes from 5 to 10080 (7 days)';

const poolSizeMessage = 'DATABASE_POOL_SIZE must be a whole number from 1 to 100';

const EnvSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(65535)), 5000),
  HOST: z._default(z.string(), '127.0.0.1'),
  DATABASE_URL: z.optional(
    z.string().check(z.regex(/^(sqlite:|postgres(ql)?:\/\/)/, 'DATABASE_URL must start with sqlite: or postgres://')),
  ),
  /** PostgreSQL connections per instance; several instances share the server's max_connections. */
  DATABASE_POOL_SIZE: z._default(
    z.coerce
      .number({ error: poolSizeMessage })
      .check(z.int(poolSizeMessage), z.gte(1, poolSizeMessage), z.lte(100, poolSizeMessage)),
    defaultPoolSize,
  ),
  DATA_DIR: z._default(z.string(), 'data'),
  WEB_ROOT: z._default(z.string(), 'dist/web'),
  SSR_ROOT: z._default(z.string(), 'dist/ssr'),
  /** The public site's origin as visitors and search engines see it (canonical links, sitemap, previews). */
  SITE_URL: z.optional(
    z
      .string()
      .check(z.regex(/^https?:\/\/[^/?#\s]+\/?$/, 'SITE_URL must be an origin such as https://www.example.com')),
  ),
  SITE_ADMIN_USERNAME: z._default(z.string().check(z.minLength(1)), 'admin'),
  SITE_ADMIN_PASSWORD: z.optional(
    z.string().check(z.minLength(12, 'SITE_ADMIN_PASSWORD must be at least 12 characters')),
  ),
  SITE_AUTH_MODE: z._default(AuthModeSchema, 'token'),
  /**
   * `approval`: a registered account waits until an admin approves it and picks its role. `invite-only`: nobody
   * registers without an admin's invitation link. `open`: it becomes a viewer at once (demos only: a viewer
   * reads drafts).
   */
  SITE_REGISTRATION: z._default(RegistrationModeSchema, 'approval'),
  /** Who must sign in with a second factor: `admins` (the default), `staff` (every account) or `off`. */
  SITE_REQUIRE_2FA: z._default(RequireTwoFactorSchema, 'admins'),
  /** Minutes without a request after which a session ends, besides its 7-day absolute expiry. */
  SESSION_IDLE_MINUTES: z._default(
    z.coerce
      .number({ error: idleMessage })
      .check(z.int(idleMessage), z.gte(5, idleMessage), z.lte(7 * 24 * 60, idleMessage)),
    8 * 60,
  ),
  TRUST_PROXY: z._default(
    z.string().check(z.refine((value) => !isTrustProxyError(parseTrustProxy(value)), trustProxyHelp)),
    'false',
  ),
  /** The demo viewer (`demo` / `demo-password-2026`) for `npm run dev` and the browser tests; off everywhere else. */
  SITE_DEMO_ACCOUNT: z._default(z.enum(['on', 'off']), 'off'),
  /** Seconds a person takes at least to fill a form; sooner is filed as spam. 0 (browser tests only) turns it off. */
  FORM_TIME_TRAP_SECONDS: z._default(z.coerce.number().check(z.gte(0), z.lte(60)), 3),
  /** Browser tests sign in many times from one address; never set this in production. */
  E2E_RELAXED_RATE_LIMITS: z._default(z.enum(['true', 'false']), 'false'),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** `off` leaves out GET /api/public/search, as a backend with only the spec's calls would. */
  SITE_SEARCH_API: z._default(z.enum(['on', 'off']), 'on'),
  /** The zone "Publish at" is typed and shown in (IANA name); the stored time is an instant either way. */
  SITE_TIME_ZONE: z._default(
    z.string().check(z.refine(isTimeZone, 'Must be an IANA time zone such as Europe/Berlin')),
    'UTC',
  ),
  SUBMISSION_RETENTION_DAYS: retentionDays('SUBMISSION_RETENTION_DAYS', 365),
  RESUME_RETENTION_DAYS: retentionDays('RESUME_RETENTION_DAYS', 180),
  SPAM_RETENTION_DAYS: retentionDays('SPAM_RETENTION_DAYS', 30),
  AUDIT_LOG_RETENTION_DAYS: retentionDays('AUDIT_LOG_RETENTION_DAYS', 365),
});

/** Already checked by the schema's refine, so an error cannot reach here. */
function trustProxyOrNone(value: string) {
  const setting = parseTrustProxy(value);
  return isTrustProxyError(setting) ? false : setting;
}

export type ServerConfig = ReturnType<typeof readServerConfig>;

/** A setting the server cannot start with: reported as its message alone (no stack), and the process exits 1. */
export class ConfigurationError extends Error {}

/** Reads and checks the environment once at start; a bad value stops the server with a sentence saying which. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigurationError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    dataDir: path.resolve(values.DATA_DIR),
    webRoot: path.resolve(values.WEB_ROOT),
    ssrRoot: path.resolve(values.SSR_ROOT),
    siteUrl: (values.SITE_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    admin: { username: values.SITE_ADMIN_USERNAME, password: values.SITE_ADMIN_PASSWORD },
    authMode: values.SITE_AUTH_MODE,
    registration: values.SITE_REGISTRATION,
    requireTwoFactor: values.SITE_REQUIRE_2FA,
    sessionIdleMs: values.SESSION_IDLE_MINUTES * 60_000,
    trustProxy: trustProxyOrNone(values.TRUST_PROXY),
    logLevel: values.LOG_LEVEL,
    relaxedRateLimits: values.E2E_RELAXED_RATE_LIMITS === 'true',
    demoAccount: values.SITE_DEMO_ACCOUNT === 'on',
    formTimeTrapMs: values.FORM_TIME_TRAP_SECONDS * 1000,
    searchApi: values.SITE_SEARCH_API === 'on',
    siteTimeZone: values.SITE_TIME_ZONE,
    retention: {
      submissionDays: values.SUBMISSION_RETENTION_DAYS,
      resumeDays: values.RESUME_RETENTION_DAYS,
      spamDays: values.SPAM_RETENTION_DAYS,
      auditLogDays: values.AUDIT_LOG_RETENTION_DAYS,
    },
  };
}
