import type { Configuration } from 'electron-builder';
import { appIdentity } from '../main/app-identity';
import { applyFuses } from './fuses';

export interface PackagingEnv {
  /** A generic update server (https): electron-updater's feed; without it the app never updates itself. */
  DESKTOP_UPDATE_URL?: string | undefined;
}

/**
 * `npm run package:desktop`: the built main, preload and renderer (out/) in an asar, nothing else. Main
 * bundles its dependencies (electron.vite.config.ts), so the package has no node_modules: the server and
 * its native modules (better-sqlite3) cannot end up in it. Linux AppImage and deb build here; the macOS
 * and Windows targets build where their tools are.
 */
export function desktopBuilderConfig(env: PackagingEnv): Configuration {
  return {
    appId: appIdentity.appId,
    productName: appIdentity.productName,
    executableName: 'aegisline',
    copyright: 'Copyright © Aegisline',
    directories: { output: 'release', buildResources: 'packaging' },
    files: ['out/main/**', 'out/preload/**', 'out/renderer/**', 'package.json', '!**/*.map', '!node_modules/**'],
    // The packaged package.json: its name is fixed with the product (userData is set in main anyway), and
    // it declares no dependencies, so electron-builder installs and copies none.
    extraMetadata: {
      name: 'aegisline-desktop',
      main: 'out/main/index.js',
      dependencies: {},
      devDependencies: {},
      scripts: {},
    },
    includeSubNodeModules: false,
    npmRebuild: false,
    nodeGypRebuild: false,
    buildDependenciesFromSource: false,
    asar: true,
    afterPack: (context) => applyFuses(context),
    protocols: [{ name: appIdentity.productName, schemes: [appIdentity.deepLinkScheme] }],
    linux: {
      target: ['AppImage', 'deb'],
      category: 'Office',
      icon: 'packaging/icons',
      synopsis: 'Staff client of the Aegisline website',
      maintainer: 'Aegisline <it@aegisline.example>',
    },
    deb: { packageName: 'aegisline' },
    mac: {
      target: ['dmg', 'zip'],
      category: 'public.app-category.productivity',
      icon: 'packaging/icons/icon.png',
      hardenedRuntime: true,
    },
    win: { target: ['nsis'], icon: 'packaging/icons/icon.png' },
    nsis: { oneClick: false, perMachine: false },
    // Off unless configured: electron-builder writes app-update.yml (the feed) only when there is a publish target.
    publish: env.DESKTOP_UPDATE_URL ? [{ provider: 'generic', url: env.DESKTOP_UPDATE_URL }] : null,
  };
}
