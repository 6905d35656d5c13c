import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { packageDesktop } from '../packaging/package-app';
import { findElectronBinary } from '../tests/e2e/desktop/electron-binary';

/**
 * `npm run package:desktop [-- --linux|--mac|--win]`: builds main, preload and renderer, then packages
 * them with electron-builder (packaging/package-app.ts), fuses flipped in afterPack.
 * Build-time settings: DESKTOP_DEFAULT_HOSTED_URL, DESKTOP_DEFAULT_BACKEND, DESKTOP_UPDATE_URL; signing and
 * notarization secrets: see docs/desktop.md.
 * Packaging needs the Electron binary it ships; where none exists it stops here with the reason.
 */
const binary = findElectronBinary();
if (!binary) {
  console.error(
    'package:desktop stopped: no Electron binary. It is downloaded by `npm install electron` where the network ' +
      'allows it (or set ELECTRON_PATH to an unpacked Electron); this machine has none, so nothing was packaged.',
  );
  process.exit(1);
}

const require = createRequire(import.meta.url);
const electronPackage = JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')) as {
  version: string;
};

execFileSync('npx', ['electron-vite', 'build'], { stdio: 'inherit' });

const platform = process.argv.includes('--mac') ? 'mac' : process.argv.includes('--win') ? 'win' : 'linux';
const artifacts = await packageDesktop({
  projectDir: process.cwd(),
  appDir: path.resolve('out'),
  platform,
  electronVersion: electronPackage.version,
  // The Electron already here (the one the desktop tests use) instead of a download: its dist folder.
  electronDist: platform === 'mac' ? path.resolve(binary, '../../../..') : path.dirname(binary),
  env: process.env,
});
console.log(`Packaged:\n${artifacts.map((file) => `  ${path.relative(process.cwd(), file)}`).join('\n')}`);
