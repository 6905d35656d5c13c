import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app';
import { buildApp } from '../app';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase } from '../db/seed/seed-database';
import { createRepositories } from '../repositories/repositories';
import { testAdmin } from './test-admin';
import { openTestDatabase } from './test-database';

// Tests import it from here with the rest of their kit; the PostgreSQL template is seeded with it too.
export { testAdmin } from './test-admin';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * A real app on a fresh, migrated and seeded database (in-memory SQLite, or with `TEST_DATABASE=postgres` a
 * new PostgreSQL database), with its own temporary data directory.
 */
export async function createTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const { db, drop } = await openTestDatabase('seeded');
  await migrateToLatest(db);
  await seedDatabase(createRepositories(db, { sessionTtlMs: 0 }), testAdmin);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-test-'));
  // The public micro-cache is off by default here: tests change rows directly and read them back at once.
  const app = await buildApp({ db, dataDir, authMode: 'token', logger: false, publicCacheTtlMs: 0, ...overrides });
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in with a cookie session and returns the Cookie header to send with later requests. */
export async function cookieFor(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  const cookie = response.cookies.find((candidate) => candidate.name === 'sid');
  if (response.statusCode !== 200 || !cookie) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return `sid=${cookie.value}`;
}

export async function tokenFor(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/token-login', payload: { username, password } });
  const body = response.json<{ token?: string }>();
  if (!body.token) throw new Error(`token login failed: ${response.statusCode} ${response.body}`);
  return body.token;
}

/** Encodes a multipart form the way a browser would, for app.inject. */
export async function multipart(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; bytes: Uint8Array },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

export const samplePdf = new TextEncoder().encode(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF\n',
);
