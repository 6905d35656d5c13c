import { appIdentity } from '../main/app-identity';

/** The fields of the repository's package.json that the packaged app keeps. */
export interface RootManifest {
  version: string;
  description?: string | undefined;
}

/** What Electron reads from the packaged app's package.json; nothing else goes in. */
export interface PackagedManifest {
  name: string;
  productName: string;
  version: string;
  description: string;
  author: { name: string; email: string };
  /** Main's build, relative to the app folder (`out/`). */
  main: string;
  /** out/main/index.js is an ES module. */
  type: 'module';
}

/**
 * The package.json written into the app folder (`out/package.json`) that electron-builder packs: made whole
 * here rather than merged over the repository's. electron-builder deep-merges `extraMetadata`, so
 * `dependencies: {}` there left every server dependency (fastify, better-sqlite3, pg…) listed in the
 * packaged manifest. No dependencies, no scripts: main bundles what it uses.
 */
export function packagedManifest(root: RootManifest): PackagedManifest {
  return {
    name: 'aegisline-desktop',
    productName: appIdentity.productName,
    version: root.version,
    description: root.description ?? `${appIdentity.productName} staff client`,
    author: { name: appIdentity.productName, email: 'it@aegisline.example' },
    main: 'main/index.js',
    type: 'module',
  };
}
