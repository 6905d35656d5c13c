import { defineConfig, devices } from '@playwright/test';
import { e2eServers } from './tests/e2e/support/e2e-servers';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser tests run Debian's Chromium against real servers on fresh, seeded databases (one per auth mode). */
export default defineConfig({
  testDir: 'tests/e2e',
  // The real-Electron suite has its own config. Not the glob 'desktop/**': Playwright matches it anywhere in the
  // absolute path, so a checkout in a folder named `desktop` would find no tests at all.
  testIgnore: /[\\/]tests[\\/]e2e[\\/]desktop[\\/]/,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Several tests walk many screens with axe; 2-core CI machines need the room.
  timeout: 60_000,
  // Lazily loaded chunks (forms, dialogs) can take seconds on a busy 2-core machine.
  expect: { timeout: 15_000 },
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    baseURL: e2eServers.token.url,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: Object.values(e2eServers).map((server) => ({
    command: `node --import tsx tests/e2e/support/start-e2e-server.ts ${server.name}`,
    url: `${server.url}/api/public/pages`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
