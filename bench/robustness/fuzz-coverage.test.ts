import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from './registered-routes';
import { registeredRoutes } from './registered-routes';
import { routesWithoutSeeds, seedFor, seedsWithoutRoutes } from './route-seeds';

/**
 * The robustness fuzz (npm run robustness -- fuzz) must reach every route the server registers: a route added
 * without a seed in route-seeds.ts fails here, named. Only builds the app and compares lists; nothing is fuzzed.
 * A stand-in web root (an index.html and one asset) makes the server register `/` and its file routes too.
 */
let webRoot: string;
let routes: RegisteredRoute[];

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'fuzz-coverage-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'export {};');
  routes = await registeredRoutes(webRoot);
});
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

describe('the robustness fuzz', () => {
  it('has fuzz cases for every route the server registers', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routesWithoutSeeds(routes)).toEqual([]);
  });

  it('covers the web root files with the one seed for them, and the page at /', () => {
    const asset = routes.find((route) => route.url === '/assets/index-abc123.js' && route.method === 'GET');
    expect(asset?.staticFile).toBe(true);
    expect(asset && seedFor(asset)?.url).toBe('/*');
    expect(routes.some((route) => route.method === 'GET' && route.url === '/' && !route.staticFile)).toBe(true);
  });

  it('has no seed for a route the server no longer registers', () => {
    expect(seedsWithoutRoutes(routes)).toEqual([]);
  });
});
