import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the content server on :5000 (restarted when its files change) and Vite's dev server with
 * hot reload on :5173, which proxies /api to it. Local use only, so the demo viewer is on.
 */
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'server/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SITE_DEMO_ACCOUNT: process.env.SITE_DEMO_ACCOUNT ?? 'on' },
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
