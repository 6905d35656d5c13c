import { parseHostedUrl } from './hosted-url';

/** The slice of electron-updater's `autoUpdater` this app uses. */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdatesAndNotify(): Promise<unknown>;
}

export type AutoUpdateState = { enabled: false; reason: string } | { enabled: true; feedUrl: string };

/**
 * Auto-update is off unless a build names its update server (`DESKTOP_UPDATE_URL`, a generic provider:
 * a folder of electron-builder's latest*.yml and installers, over https). Unpackaged runs never update.
 */
export function configureAutoUpdates(
  updater: UpdaterLike,
  options: { feedUrl: string | undefined; isPackaged: boolean },
): AutoUpdateState {
  if (!options.isPackaged) return { enabled: false, reason: 'not a packaged build' };
  if (!options.feedUrl) return { enabled: false, reason: 'no update server configured' };
  const parsed = parseHostedUrl(options.feedUrl);
  if (!parsed.ok) return { enabled: false, reason: `update server refused: ${parsed.error}` };
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  updater.setFeedURL({ provider: 'generic', url: parsed.url });
  // A failed check (offline, server down) is retried at the next launch; it must not disturb anyone.
  void updater.checkForUpdatesAndNotify().catch(() => undefined);
  return { enabled: true, feedUrl: parsed.url };
}
