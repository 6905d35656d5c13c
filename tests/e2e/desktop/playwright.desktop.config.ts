import { defineConfig } from '@playwright/test';
import { findElectronBinary } from './electron-binary';

/**
 * Real-Electron tests against the built app (`npm run build:desktop` first). Without an Electron binary
 * they report as skipped, so no backend is started for them either.
 */
const hasElectron = findElectronBinary() !== null;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../../test-results/desktop',
  webServer: hasElectron
    ? {
        command: 'node --import tsx tests/e2e/desktop/start-local-backend.ts',
        cwd: '../../..',
        url: 'http://127.0.0.1:5000/api/public/pages',
        reuseExistingServer: true,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
      }
    : undefined,
});
