import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A throwaway PostgreSQL server for tests, from the Debian `postgresql` package's binaries: its own data
 * directory under the system temp folder, loopback only, trust authentication, durability off (nothing
 * in it outlives the run). It refuses to run as root, so as root every command runs as `postgres`.
 */
export interface PostgresCluster {
  port: number;
  /** A connection URL for `database` on this cluster, as the superuser. */
  url(database: string): string;
  /** Shut the server down (fast: connections are cut) and start it again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stop and delete everything. */
  destroy(): Promise<void>;
}

function findBinDir(): string {
  const fromEnv = process.env.POSTGRES_BIN_DIR;
  if (fromEnv) return fromEnv;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin/initdb')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) {
    throw new Error(
      'The PostgreSQL tests need the server binaries: none found under /usr/lib/postgresql/*/bin ' +
        '(install Debian\'s "postgresql" package, e.g. apt-get install postgresql, or set POSTGRES_BIN_DIR).',
    );
  }
  return path.join(root, newest, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function postgresOwner(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  try {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    return { uid, gid };
  } catch {
    throw new Error('Running as root, the PostgreSQL tests need the "postgres" user (the Debian package creates it).');
  }
}

/**
 * `durable: true` keeps PostgreSQL's own defaults (fsync, synchronous commit, full page writes) for measuring
 * writes; the tests turn them off, since a throwaway cluster need not survive a power cut.
 */
export async function startPostgresCluster(options: { durable?: boolean } = {}): Promise<PostgresCluster> {
  const bin = findBinDir();
  const owner = await postgresOwner();
  const dir = mkdtempSync(path.join(tmpdir(), 'site-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const pg = async (command: string, args: string[]) => {
    const program = path.join(bin, command);
    // cwd: the postgres user may not be allowed into the checkout.
    const options = { cwd: dir, timeout: 60_000 };
    return owner ? run('runuser', ['-u', 'postgres', '--', program, ...args], options) : run(program, args, options);
  };
  const fail = (step: string, error: unknown): never => {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
    const output = typeof error === 'object' && error !== null && 'stderr' in error ? String(error.stderr) : '';
    const message = error instanceof Error ? error.message : String(error);
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`Could not ${step} a PostgreSQL test cluster in ${dir}: ${message}\n${output}\n${log}`);
  };

  try {
    await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  } catch (error) {
    fail('create', error);
  }
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-k ${dir}`,
    '-c max_connections=300',
    ...(options.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  const start = async () => {
    await pg('pg_ctl', ['start', '-D', data, '-w', '-t', '30', '-l', logFile, '-o', settings]);
  };
  try {
    await start();
  } catch (error) {
    fail('start', error);
  }
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop: async () => {
      await pg('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w']);
    },
    destroy: async () => {
      await pg('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
