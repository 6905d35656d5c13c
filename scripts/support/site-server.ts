import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveCommand } from './serve-command';

export interface SiteServer {
  origin: string;
  stop(): void;
}

/**
 * Up to 90 s: the server renders its first pages before it listens (server/ssr/warm-up.ts), which took 21 s on a
 * 2-core machine at a load average of 8, and more than the 30 s this allowed before while other work ran.
 */
async function waitUntilServing(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 450; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}) before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url}`);
}

/**
 * The built site as `npm start` serves it (production mode, a fresh seeded database in a temporary
 * directory), for the scripts that measure what a visitor gets.
 */
export async function startSiteServer(options: { port: number; webRoot?: string }): Promise<SiteServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-measure-'));
  const serve = serveCommand();
  const child = spawn(process.execPath, [...serve.nodeFlags, serve.entry], {
    env: {
      ...process.env,
      ...serve.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(options.webRoot ? { WEB_ROOT: options.webRoot } : {}),
      LOG_LEVEL: 'warn',
      SITE_ADMIN_PASSWORD: 'measurement-admin-password',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${options.port}`;
  const stop = () => {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`${origin}/healthz`, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
