import { rmSync } from 'node:fs';
import path from 'node:path';
import { e2eAdmin, e2eServers } from './e2e-servers';

/** Starts the real server on a fresh data directory, so every run sees exactly the seeded content. */
const name = process.argv[2] as keyof typeof e2eServers;
const server = e2eServers[name];
if (!server) throw new Error(`unknown e2e server "${process.argv[2]}"`);

const dataDir = path.resolve('test-results', '.e2e-data', `${server.name}-${server.port}`);
rmSync(dataDir, { recursive: true, force: true });

Object.assign(process.env, {
  PORT: String(server.port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SITE_ADMIN_USERNAME: e2eAdmin.username,
  SITE_ADMIN_PASSWORD: e2eAdmin.password,
  LOG_LEVEL: 'warn',
  E2E_RELAXED_RATE_LIMITS: 'true',
  SITE_DEMO_ACCOUNT: 'on',
  // Specs sign in as the seeded admin, who has no authenticator; the two-factor spec enrols its own accounts.
  SITE_REQUIRE_2FA: 'off',
  ...server.env,
  // E2E_WEB_ROOT serves another build (e.g. a copy that a concurrent rebuild cannot disturb).
  ...(process.env.E2E_WEB_ROOT ? { WEB_ROOT: process.env.E2E_WEB_ROOT } : {}),
});

await import('../../../server/server');
