import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveCommand } from '../../scripts/support/serve-command';

/** The real server, started with the environment and node flags `npm run serve` uses, so what we measure is what ships. */
export const host = '127.0.0.1';
export const webRoot = 'dist/web';
export const adminUsername = 'admin';
export const adminPassword = process.env.SITE_ADMIN_PASSWORD ?? 'robustness-admin-password';
if (adminPassword.length < 12) throw new Error('SITE_ADMIN_PASSWORD must be at least 12 characters');

/** Server output kept for diagnosis: the last 256 KB is plenty to find an error's stack. */
const logLimit = 256 * 1024;

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningServer {
  readonly port: number;
  readonly pid: number;
  readonly baseUrl: string;
  readonly dataDir: string;
  /** null while it runs; how it ended once it has. */
  exitInfo(): ExitInfo | null;
  /** Everything it wrote to stdout and stderr (the tail of it). */
  log(): string;
  /** SIGTERM (a clean close), then SIGKILL if it has not ended within 5 s. */
  stop(): Promise<ExitInfo>;
  /** SIGKILL at once, as a crash or `kill -9` would: no shutdown code runs. */
  kill9(): Promise<ExitInfo>;
}

export interface StartOptions {
  dataDir: string;
  /** E2E_RELAXED_RATE_LIMITS: per-IP limits × 100, so a fuzz run reaches the routes instead of 429s. */
  relaxedRateLimits?: boolean;
  /** A fixed port instead of a free one (for machines where each person has a port range). */
  port?: number;
  /** A PostgreSQL database (DATABASE_URL); without it the server uses SQLite in the data directory. */
  databaseUrl?: string;
  /** Node flags added to those `npm run serve` uses (the memory part's forced-GC hook). */
  extraNodeFlags?: string[];
  /** Settings added to the environment (for example SITE_SEARCH_API=off). */
  env?: Record<string, string>;
}

export function freshDataDir(label: string): string {
  return mkdtempSync(path.join(tmpdir(), `robustness-${label}-`));
}

export function webBuildExists(): boolean {
  return existsSync(path.join(webRoot, 'index.html'));
}

/** A port the kernel says is free right now; the small race until the server binds it is acceptable here. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function waitForExit(child: ChildProcess): Promise<ExitInfo> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
      return;
    }
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const serve = serveCommand();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...serve.env,
    PORT: String(port),
    HOST: host,
    DATA_DIR: options.dataDir,
    WEB_ROOT: webRoot,
    LOG_LEVEL: 'warn',
    SITE_ADMIN_USERNAME: adminUsername,
    SITE_ADMIN_PASSWORD: adminPassword,
    E2E_RELAXED_RATE_LIMITS: options.relaxedRateLimits ? 'true' : 'false',
    // The fuzzer calls admin routes as the seeded admin, who has no authenticator.
    SITE_REQUIRE_2FA: 'off',
    ...options.env,
  };
  // The durability part reads DATA_DIR/site.db, so without a URL the database must be there and nowhere else.
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [...serve.nodeFlags, ...(options.extraNodeFlags ?? []), serve.entry], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-logLimit);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exit: ExitInfo | null = null;
  const exited = waitForExit(child).then((info) => {
    exit = info;
    return info;
  });
  const baseUrl = `http://${host}:${port}`;

  const server: RunningServer = {
    port,
    pid: child.pid ?? -1,
    baseUrl,
    dataDir: options.dataDir,
    exitInfo: () => exit,
    log: () => output,
    stop: async () => {
      if (exit) return exit;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      const info = await exited;
      clearTimeout(timer);
      return info;
    },
    kill9: async () => {
      if (exit) return exit;
      child.kill('SIGKILL');
      return exited;
    },
  };

  // tsx compiles on start, a fresh database is migrated and seeded (one scrypt hash) and, with a web build, the
  // published pages are rendered once before it listens: 45 s at a load of 16 on the shared 2-core machine, and
  // over 60 s (the old allowance, which failed both fuzz parts there) at 19. Allow 3 minutes.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exit) break;
    try {
      const response = await fetch(`${baseUrl}/api/public/pages`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await server.stop();
  throw new Error(`the server did not come up on ${baseUrl} (exit: ${JSON.stringify(exit)}):\n${output.slice(-4000)}`);
}

/** Error-level lines of the server's pino log (level >= 50), each reduced to its message and first stack line. */
export function serverErrors(log: string): string[] {
  const found: string[] = [];
  for (const line of log.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string; stack?: string } };
      if ((entry.level ?? 0) < 50) continue;
      const where = entry.err?.stack?.split('\n')[1]?.trim() ?? '';
      found.push(`${entry.msg ?? ''}: ${entry.err?.message ?? ''} ${where}`.trim());
    } catch {
      // not a log line
    }
  }
  return found;
}
