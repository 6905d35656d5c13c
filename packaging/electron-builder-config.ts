import type { Configuration } from 'electron-builder';
import { appIdentity } from '../main/app-identity';
import { applyFuses } from './fuses';

export interface PackagingEnv {
  /** A generic update server (https): electron-updater's feed; without it the app never updates itself. */
  DESKTOP_UPDATE_URL?: string | undefined;
  /** Notarization with an App Store Connect API key (the preferred way): the .p8 file, its id, its issuer. */
  APPLE_API_KEY?: string | undefined;
  APPLE_API_KEY_ID?: string | undefined;
  APPLE_API_ISSUER?: string | undefined;
  /** Or with an Apple ID and an app-specific password. */
  APPLE_ID?: string | undefined;
  APPLE_APP_SPECIFIC_PASSWORD?: string | undefined;
  APPLE_TEAM_ID?: string | undefined;
  /** The Windows certificate's subject (CN), which electron-updater checks an update's signature against. */
  DESKTOP_WIN_PUBLISHER?: string | undefined;
}

/** Whether a macOS build can be notarized: one complete set of credentials (see docs/desktop.md). */
export function hasNotaryCredentials(env: PackagingEnv): boolean {
  const apiKey = env.APPLE_API_KEY && env.APPLE_API_KEY_ID && env.APPLE_API_ISSUER;
  const appleId = env.APPLE_ID && env.APPLE_APP_SPECIFIC_PASSWORD && env.APPLE_TEAM_ID;
  return Boolean(apiKey || appleId);
}

/**
 * `npm run package:desktop`: the built main, preload and renderer, in an asar, and nothing else. The app
 * folder is `out/` with a package.json of its own (packaging/app-manifest.ts), so neither the repository's
 * manifest nor its node_modules can reach the package: main bundles its dependencies
 * (electron.vite.config.ts), and the server with its native modules (better-sqlite3) is never in it. Linux
 * AppImage and deb build anywhere an Electron binary exists; macOS and Windows targets build (and sign)
 * where their tools are. Signing secrets come from the environment only (docs/desktop.md).
 */
export function desktopBuilderConfig(env: PackagingEnv): Configuration {
  return {
    appId: appIdentity.appId,
    productName: appIdentity.productName,
    executableName: 'aegisline',
    copyright: 'Copyright © Aegisline',
    directories: { app: 'out', output: 'release', buildResources: 'packaging' },
    files: ['main/**', 'preload/**', 'renderer/**', 'package.json', '!**/*.map', '!node_modules/**'],
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
      // zip is what electron-updater installs from on macOS; dmg is for the first install.
      target: ['dmg', 'zip'],
      category: 'public.app-category.productivity',
      icon: 'packaging/icons/icon.png',
      // Signed with the Developer ID certificate in CSC_LINK / CSC_KEY_PASSWORD (or the keychain).
      hardenedRuntime: true,
      gatekeeperAssess: false,
      entitlements: 'packaging/entitlements.mac.plist',
      entitlementsInherit: 'packaging/entitlements.mac.plist',
      // Explicit: without credentials a build says it skipped notarization, rather than failing halfway.
      notarize: hasNotaryCredentials(env),
    },
    win: {
      target: ['nsis'],
      icon: 'packaging/icons/icon.png',
      // The certificate comes from WIN_CSC_LINK / WIN_CSC_KEY_PASSWORD (or CSC_LINK / CSC_KEY_PASSWORD).
      signtoolOptions: {
        signingHashAlgorithms: ['sha256'],
        rfc3161TimeStampServer: 'http://timestamp.digicert.com',
        publisherName: env.DESKTOP_WIN_PUBLISHER || null,
      },
      // An update whose signature names another publisher is not installed.
      verifyUpdateCodeSignature: true,
    },
    nsis: { oneClick: false, perMachine: false },
    // Off unless configured: electron-builder writes app-update.yml (the feed) only when there is a publish target.
    publish: env.DESKTOP_UPDATE_URL ? [{ provider: 'generic', url: env.DESKTOP_UPDATE_URL }] : null,
  };
}
