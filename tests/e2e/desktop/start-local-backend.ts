import { rmSync } from 'node:fs';
import path from 'node:path';

import { desktopAdmin } from './desktop-admin';
/** The desktop app's local backend (http://localhost:5000, cookie sessions) on a fresh, seeded database. */
const dataDir = path.resolve('test-results', '.e2e-data', 'desktop-local');
rmSync(dataDir, { recursive: true, force: true });

Object.assign(process.env, {
  PORT: '5000',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SITE_AUTH_MODE: 'cookie',
  SITE_REQUIRE_2FA: 'off',
  // Known, so the tests can sign in as the seeded admin (the generated one is printed only at first start).
  SITE_ADMIN_PASSWORD: desktopAdmin.password,
  LOG_LEVEL: 'warn',
});

await import('../../../server/server');
