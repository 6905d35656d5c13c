import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('starting with a DATABASE_URL nobody answers at', () => {
  it('exits non-zero with one paragraph naming the problem, without the password or a stack', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bad-db-'));
    try {
      const port = await closedPort();
      const { code, stderr } = await startServer({
        DATABASE_URL: `postgres://site:never-print-me@127.0.0.1:${port}/site`,
        DATA_DIR: dataDir,
        PORT: String(await closedPort()),
        LOG_LEVEL: 'silent',
      });
      expect(code).toBe(1);
      expect(stderr).toContain(`postgres://site@127.0.0.1:${port}/site`);
      expect(stderr).toContain(`nothing accepted a connection at 127.0.0.1:${port}`);
      expect(stderr).not.toContain('never-print-me');
      expect(stderr).not.toMatch(/^\s+at /m);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('starting with a DATABASE_URL of a kind the server does not know', () => {
  it('exits non-zero with the sentence naming the setting, without a stack', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bad-db-'));
    try {
      const { code, stderr } = await startServer({
        DATABASE_URL: 'mysql://site@127.0.0.1/site',
        DATA_DIR: dataDir,
        PORT: String(await closedPort()),
        LOG_LEVEL: 'silent',
      });
      expect(code).toBe(1);
      expect(stderr).toContain('DATABASE_URL must start with sqlite: or postgres://');
      expect(stderr).not.toMatch(/^\s+at /m);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
