import path from 'node:path';
import { z } from 'zod';
import { AuthModeSchema } from '../contract/runtime-config';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('data'),
  WEB_ROOT: z.string().default('dist/web'),
  SITE_ADMIN_USERNAME: z.string().min(1).default('admin'),
  SITE_ADMIN_PASSWORD: z.string().min(12, 'SITE_ADMIN_PASSWORD must be at least 12 characters').optional(),
  SITE_AUTH_MODE: AuthModeSchema.default('token'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Browser tests sign in many times from one address; never set this in production. */
  E2E_RELAXED_RATE_LIMITS: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ServerConfig = ReturnType<typeof readServerConfig>;

/** Reads and checks the environment once at start; a bad value stops the server with a sentence saying which. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(values.DATA_DIR),
    webRoot: path.resolve(values.WEB_ROOT),
    admin: { username: values.SITE_ADMIN_USERNAME, password: values.SITE_ADMIN_PASSWORD },
    authMode: values.SITE_AUTH_MODE,
    trustProxy: values.TRUST_PROXY === 'true',
    logLevel: values.LOG_LEVEL,
    relaxedRateLimits: values.E2E_RELAXED_RATE_LIMITS === 'true',
  };
}
