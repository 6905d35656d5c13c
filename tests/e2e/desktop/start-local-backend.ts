import { rmSync } from 'node:fs';
import path from 'node:path';

/** The desktop app's local backend (http://localhost:5000, cookie sessions) on a fresh, seeded database. */
const dataDir = path.resolve('test-results', '.e2e-data', 'desktop-local');
rmSync(dataDir, { recursive: true, force: true });

Object.assign(process.env, {
  PORT: '5000',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SITE_AUTH_MODE: 'cookie',
  SITE_REQUIRE_2FA: 'off',
  LOG_LEVEL: 'warn',
});

await import('../../../server/server');
