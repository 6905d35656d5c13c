import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { extractFile } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { expect, test } from '@playwright/test';
import { packagedManifest } from '../../../packaging/app-manifest';
import type { RootManifest } from '../../../packaging/app-manifest';
import { desktopFuses } from '../../../packaging/fuses';
import { packageDesktop } from '../../../packaging/package-app';
import { findElectronBinary, noElectronReason } from './electron-binary';

const binary = findElectronBinary();
// The wire's bytes: '1' on, '0' off (@electron/fuses does not export its FuseState enum).
const enabled = '1'.charCodeAt(0);
const disabled = '0'.charCodeAt(0);
const projectDir = path.resolve(import.meta.dirname, '../../..');
const output = path.join(projectDir, 'test-results', 'desktop-package');

/**
 * Packages once with the real Electron (Linux's unpacked `dir` target: no AppImage or deb tooling needed) and
 * reads back what shipped: the fuses of the built binary, as afterPack flipped them, and the manifest in
 * app.asar. Runs after `npm run build:desktop`, wherever an Electron binary exists.
 */
test.describe('the packaged app (real Electron)', () => {
  test.skip(!binary || process.platform !== 'linux', binary ? 'skipped: packages for Linux only' : noElectronReason);
  test.setTimeout(300_000);

  let appOutDir: string;
  test.beforeAll(async () => {
    rmSync(output, { recursive: true, force: true });
    const version = (
      JSON.parse(readFileSync(createRequire(import.meta.url).resolve('electron/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    await packageDesktop({
      projectDir,
      appDir: path.join(projectDir, 'out'),
      platform: 'linux',
      targets: ['dir'],
      electronDist: path.dirname(binary ?? ''),
      electronVersion: version,
      output,
      env: {},
    });
    appOutDir = path.join(output, 'linux-unpacked');
  });

  test('the built binary carries every fuse as packaging/fuses.ts decides', async () => {
    const wire = await getCurrentFuseWire(path.join(appOutDir, 'aegisline'));
    const options = Object.values(FuseV1Options).filter((value): value is FuseV1Options => typeof value === 'number');
    for (const option of options) {
      const wanted = (desktopFuses as Record<number, boolean>)[option];
      expect(wire[option], FuseV1Options[option]).toBe(wanted ? enabled : disabled);
    }
  });

  test("the asar's package.json is the manifest made for it: no dependencies", () => {
    const root = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8')) as RootManifest;
    const asar = path.join(appOutDir, 'resources', 'app.asar');
    expect(JSON.parse(extractFile(asar, 'package.json').toString())).toEqual(packagedManifest(root));
  });
});
