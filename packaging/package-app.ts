import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AfterPackContext, Configuration } from 'electron-builder';
import { build, Platform } from 'electron-builder';
import type { RootManifest } from './app-manifest';
import { packagedManifest } from './app-manifest';
import type { PackagingEnv } from './electron-builder-config';
import { desktopBuilderConfig } from './electron-builder-config';

export interface PackageDesktopOptions {
  /** The repository: its package.json gives the version, packaging/ the icons and entitlements. */
  projectDir: string;
  /** The built app (`out/`: main, preload, renderer); its package.json is written here. */
  appDir: string;
  platform: 'linux' | 'mac' | 'win';
  /** electron-builder targets; the configuration's when absent (`dir` only unpacks, for the tests). */
  targets?: string[] | undefined;
  /** An unpacked Electron (its dist folder), used instead of a download. */
  electronDist: string;
  electronVersion: string;
  output?: string | undefined;
  env: PackagingEnv;
  /** Replaces the fuse flip, for a stand-in Electron whose binary has no fuses to flip. */
  afterPack?: ((context: AfterPackContext) => Promise<void>) | undefined;
}

const platforms = { linux: Platform.LINUX, mac: Platform.MAC, win: Platform.WINDOWS } as const;

/** Writes the app's own manifest, then packages out/ with electron-builder; answers the artifacts made. */
export async function packageDesktop(options: PackageDesktopOptions): Promise<string[]> {
  const root = JSON.parse(readFileSync(path.join(options.projectDir, 'package.json'), 'utf8')) as RootManifest;
  writeFileSync(path.join(options.appDir, 'package.json'), `${JSON.stringify(packagedManifest(root), null, 2)}\n`);
  const base = desktopBuilderConfig(options.env);
  const config: Configuration = {
    ...base,
    directories: { ...base.directories, app: options.appDir, ...(options.output ? { output: options.output } : {}) },
    electronVersion: options.electronVersion,
    electronDist: options.electronDist,
    ...(options.afterPack ? { afterPack: options.afterPack } : {}),
  };
  return build({
    projectDir: options.projectDir,
    targets: platforms[options.platform].createTarget(options.targets),
    config,
  });
}
