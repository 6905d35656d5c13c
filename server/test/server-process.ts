import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * `server/server.ts` in a process of its own, as production runs it. Tests that must see the process survive
 * (an unhandled `error` event ends a process, whatever a test runner in the same process would make of it)
 * start the server this way rather than through `buildApp`.
 */
export interface ServerProcess {
  url: string;
  /** The process's id, to read what the kernel says of it (/proc). */
  pid: number;
  /** How the process ended, or null while it runs. */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | null;
  /** Everything it wrote (stdout and stderr), for a failure message. */
  output(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/** Starts the server with `env` over the parent's and waits until `GET /healthz` answers 200. */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env, PORT: String(listenOn) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let written = '';
  const collect = (chunk: Buffer) => {
    // The last 20 kB is enough to show why it ended.
    written = (written + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let ended: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = { code, signal };
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${listenOn}`;
  const server: ServerProcess = {
    url,
    pid: child.pid ?? -1,
    exit: () => ended,
    output: () => written,
    async stop() {
      if (ended) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
  for (let attempt = 0; attempt < 300 && !ended; attempt += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop();
  throw new Error(`the server on port ${listenOn} did not answer /healthz:\n${written}`);
}
