import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the content server on :5000 (restarted when its files change) and Vite's dev server with
 * hot reload on :5173, which proxies /api to it. Local use only, so the demo viewer is on and two-factor is not
 * required (SITE_REQUIRE_2FA=off) unless the developer's environment says otherwise.
 */
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'server/server.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      SITE_DEMO_ACCOUNT: process.env.SITE_DEMO_ACCOUNT ?? 'on',
      // A developer signs in as the seeded admin without an authenticator; production keeps the default (admins).
      SITE_REQUIRE_2FA: process.env.SITE_REQUIRE_2FA ?? 'off',
    },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '-c', 'vite.web.config.ts'], { stdio: 'inherit' }),
];

const stopAll = (code: number) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
