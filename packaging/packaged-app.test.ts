import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractFile, listPackage } from '@electron/asar';
import type { AfterPackContext } from 'electron-builder';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RootManifest } from './app-manifest';
import { packagedManifest } from './app-manifest';
import { packageDesktop } from './package-app';

/**
 * The real packaging code (packaging/package-app.ts, electron-builder with the app's configuration) run for
 * Linux's unpacked `dir` target, with a stand-in for the Electron binary: nothing is downloaded, and the
 * app.asar it writes is read back. The stand-in has no fuses, so afterPack is replaced here; the real binary's
 * fuses are read back by tests/e2e/desktop/packaged-app.spec.ts wherever Electron exists.
 */
const projectDir = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'aegisline-packaging-'));
const appDir = path.join(work, 'out');
const electronDist = path.join(work, 'electron-dist');
const output = path.join(work, 'release');
const asar = path.join(output, 'linux-unpacked', 'resources', 'app.asar');
const afterPack = vi.fn(async (_context: AfterPackContext) => undefined);

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeAll(async () => {
  // What `electron-vite build` leaves in out/, plus what must never be packed: a source map and modules.
  write(path.join(appDir, 'main', 'index.js'), 'import "electron";\n');
  write(path.join(appDir, 'main', 'index.js.map'), '{}');
  write(path.join(appDir, 'preload', 'index.cjs'), 'require("electron");\n');
  write(path.join(appDir, 'renderer', 'index.html'), '<!doctype html><title>Aegisline</title>');
  write(path.join(appDir, 'node_modules', 'fastify', 'package.json'), '{"name":"fastify"}');
  write(path.join(electronDist, 'electron'), '#!/bin/sh\n');
  chmodSync(path.join(electronDist, 'electron'), 0o755);
  mkdirSync(path.join(electronDist, 'resources'));
  await packageDesktop({
    projectDir,
    appDir,
    platform: 'linux',
    targets: ['dir'],
    electronDist,
    electronVersion: '45.4.1',
    output,
    env: {},
    afterPack,
  });
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packaged app, read back from its asar', () => {
  it('has the manifest made for it, with no dependencies, scripts or anything of the repository', () => {
    const root = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8')) as RootManifest;
    const manifest = JSON.parse(extractFile(asar, 'package.json').toString()) as Record<string, unknown>;
    expect(manifest).toEqual(packagedManifest(root));
    expect(manifest).toMatchObject({ version: root.version, main: 'main/index.js', type: 'module' });
    expect(manifest).not.toHaveProperty('dependencies');
    expect(JSON.stringify(manifest)).not.toMatch(/fastify|better-sqlite3|"pg"/);
  });

  it('holds main, preload and renderer only: no node_modules, no source maps', () => {
    const files = listPackage(asar, { isPack: false }).map((file) => file.split(path.sep).join('/'));
    expect(files.filter((file) => !/^\/(main|preload|renderer)(\/|$)/.test(file))).toEqual(['/package.json']);
    expect(files).toEqual(expect.arrayContaining(['/main/index.js', '/preload/index.cjs', '/renderer/index.html']));
    expect(files.some((file) => file.includes('node_modules') || file.endsWith('.map'))).toBe(false);
  });

  it('ran afterPack (where the fuses are flipped) on the packed app', () => {
    expect(afterPack).toHaveBeenCalledOnce();
    expect(afterPack.mock.calls[0]?.[0]).toMatchObject({ appOutDir: path.join(output, 'linux-unpacked') });
  });
});
