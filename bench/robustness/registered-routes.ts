import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../../server/app';
import { migrateToLatest } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open-database';

/**
 * The routes the server registers, as the fuzz must cover them: the real app built with `buildApp` on an
 * in-memory database, every route collected as it is registered. HEAD routes that come with a GET
 * (Fastify's exposeHeadRoutes) are left out: the GET's cases cover them and HEAD is among the fuzz's methods.
 */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** A file of the web root, registered by @fastify/static (one route per file). */
  staticFile: boolean;
}

function expand(route: RouteOptions): RegisteredRoute[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const staticFile = (route.schema as { hide?: boolean } | undefined)?.hide === true;
  return methods.map((method) => ({ method, url: route.url, staticFile }));
}

/** `webRoot`: a built web root registers `/` and one route per file; without one, only the API is there. */
export async function registeredRoutes(webRoot?: string): Promise<RegisteredRoute[]> {
  const found: RegisteredRoute[] = [];
  const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'robustness-routes-'));
  try {
    await migrateToLatest(db);
    const app = await buildApp({
      db,
      dataDir,
      webRoot: webRoot && path.resolve(webRoot),
      authMode: 'token',
      logger: false,
      onRoute: (route) => found.push(...expand(route)),
    });
    // @fastify/static registers its files once its glob has run, by the time the app is ready.
    await app.ready();
    await app.close();
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const withGet = new Set(found.filter((route) => route.method === 'GET').map((route) => route.url));
  const seen = new Set<string>();
  return found.filter((route) => {
    const key = `${route.method} ${route.url}`;
    if (seen.has(key) || (route.method === 'HEAD' && withGet.has(route.url))) return false;
    seen.add(key);
    return true;
  });
}
