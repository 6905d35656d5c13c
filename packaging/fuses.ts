import path from 'node:path';
import type { FuseConfig } from '@electron/fuses';
import { flipFuses, FuseV1Options, FuseVersion } from '@electron/fuses';

/**
 * The Electron binary's fuses, flipped in the packaged copy (see afterPack): features a packaged admin
 * client never uses, each a way to run other code with the app's identity and keychain access.
 * `strictlyRequireAllFuses` makes a future Electron's new fuse fail the build until it is decided here.
 */
export const desktopFuses: FuseConfig = {
  version: FuseVersion.V1,
  strictlyRequireAllFuses: true,
  // `ELECTRON_RUN_AS_NODE=1 Aegisline script.js` would be a Node with the app's signature.
  [FuseV1Options.RunAsNode]: false,
  // Cookies (the local backend's session) encrypted at rest with the OS key, like the token.
  [FuseV1Options.EnableCookieEncryption]: true,
  // NODE_OPTIONS=--require evil.js would run code in main.
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  // --inspect / --inspect-brk would open main to a debugger.
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  // app.asar must match the hash recorded at packaging (macOS and Windows check it).
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  // Only app.asar, never a loose app/ folder dropped beside it.
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  // Not used: a browser-process snapshot is an extra file to trust.
  [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
  // app:// serves the renderer; file:// needs no extra privileges.
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
};

/** What electron-builder's afterPack hands over (the parts read here). */
export interface PackedApp {
  appOutDir: string;
  electronPlatformName: string;
  packager: { appInfo: { productFilename: string }; executableName?: string };
}

/** Where the packaged Electron binary is: the .app bundle on macOS, the .exe on Windows, else the executable. */
export function packagedBinaryPath(context: PackedApp): string {
  const { appOutDir, electronPlatformName, packager } = context;
  const name = packager.appInfo.productFilename;
  if (electronPlatformName === 'darwin' || electronPlatformName === 'mas') return path.join(appOutDir, `${name}.app`);
  if (electronPlatformName === 'win32') return path.join(appOutDir, `${name}.exe`);
  return path.join(appOutDir, packager.executableName ?? name);
}

/** electron-builder's afterPack hook: flips the fuses before signing (so the signature covers them). */
export async function applyFuses(
  context: PackedApp,
  flip: (binary: string, config: FuseConfig) => Promise<number> = flipFuses,
): Promise<void> {
  const darwin = context.electronPlatformName === 'darwin' || context.electronPlatformName === 'mas';
  // On Apple silicon an unsigned binary must keep a valid ad-hoc signature after its bytes change.
  await flip(packagedBinaryPath(context), { ...desktopFuses, resetAdHocDarwinSignature: darwin });
}
