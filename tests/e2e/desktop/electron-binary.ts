import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const noElectronReason = 'skipped: no Electron binary';

/**
 * ELECTRON_PATH, else the binary a normal `npm install` of electron leaves in node_modules/electron/dist.
 * Reads the package's path.txt rather than `require('electron')`: that require starts a download when the
 * binary is missing, which on these machines hangs on the closed network before failing.
 */
export function findElectronBinary(): string | null {
  const fromEnv = process.env.ELECTRON_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  try {
    const packageDir = path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
    const pathFile = path.join(packageDir, 'path.txt');
    if (!existsSync(pathFile)) return null;
    const binary = path.join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim());
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}
