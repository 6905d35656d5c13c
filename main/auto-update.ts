import type { MessageBoxOptions } from 'electron';
import { parseHostedUrl } from './hosted-url';
import type { MainLog } from './main-log';

interface VersionInfo {
  version: string;
}

/** The slice of electron-updater's `autoUpdater` this app uses. */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  logger: { info(message?: unknown): void; warn(message?: unknown): void; error(message?: unknown): void } | null;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(): void;
  on(
    event: 'update-available' | 'update-not-available' | 'update-downloaded',
    listener: (info: VersionInfo) => void,
  ): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export type AutoUpdateState = { enabled: false; reason: string } | { enabled: true; feedUrl: string };

/** Staff leave the app open for days: a check at start and then every few hours. */
export const updateCheckIntervalMs = 4 * 60 * 60 * 1000;

export const restartButtons = ['Restart to Update', 'Later'];

export interface AutoUpdateDeps {
  feedUrl: string | undefined;
  isPackaged: boolean;
  log: Pick<MainLog, 'info' | 'warn' | 'error'>;
  ask(options: MessageBoxOptions): Promise<{ response: number }>;
  setInterval(run: () => void, ms: number): unknown;
}

export interface AutoUpdates {
  readonly state: AutoUpdateState;
  /** Help → Check for Updates: a check whose outcome, whatever it is, is told to the person. */
  checkNow(): Promise<void>;
}

/**
 * Auto-update is off unless a build names its update server (`DESKTOP_UPDATE_URL`, a generic provider:
 * a folder of electron-builder's latest*.yml and installers, over https). Unpackaged runs never update.
 * When on: checked at start and every few hours, downloaded in the background, then "Restart to Update"
 * (or installed at the next quit); every failure is logged, and told only to someone who asked.
 */
export function configureAutoUpdates(updater: UpdaterLike, deps: AutoUpdateDeps): AutoUpdates {
  const state = decide(deps);
  if (!state.enabled) {
    return {
      state,
      checkNow: async () => {
        await deps.ask({ type: 'info', message: 'Updates are off in this build', detail: `Reason: ${state.reason}.` });
      },
    };
  }
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  // electron-updater's own account of each step goes to main's log, where a support request finds it.
  updater.logger = {
    info: (message) => deps.log.info(`Updater: ${String(message)}`),
    warn: (message) => deps.log.warn(`Updater: ${String(message)}`),
    error: (message) => deps.log.error(`Updater: ${String(message)}`),
  };
  updater.setFeedURL({ provider: 'generic', url: state.feedUrl });

  let asked = false;
  const tell = (options: MessageBoxOptions) => {
    if (!asked) return;
    asked = false;
    void deps.ask(options);
  };
  let offered: string | undefined;
  updater.on('error', (error) => {
    deps.log.error(`Update check failed: ${error.message}`);
    tell({ type: 'warning', message: 'Could not check for updates', detail: error.message });
  });
  updater.on('update-not-available', (info) =>
    tell({ type: 'info', message: 'Aegisline is up to date', detail: `Version ${info.version} is the newest.` }),
  );
  updater.on('update-available', (info) => {
    deps.log.info(`Update ${info.version} found; downloading`);
    tell({
      type: 'info',
      message: `Version ${info.version} is being downloaded`,
      detail: 'You will be asked to restart once it is ready.',
    });
  });
  updater.on('update-downloaded', (info) => {
    deps.log.info(`Update ${info.version} downloaded`);
    if (offered === info.version) return;
    offered = info.version;
    void deps
      .ask({
        type: 'info',
        message: `Aegisline ${info.version} is ready`,
        detail: 'Restart now to update, or it is installed the next time you quit.',
        buttons: restartButtons,
        defaultId: 0,
        cancelId: 1,
      })
      .then(({ response }) => {
        // Closes every window first, so an editor with unsaved changes still asks.
        if (response === 0) updater.quitAndInstall();
      });
  });

  // Failures arrive as 'error' too (logged there); the rejection itself needs nobody.
  const check = () => void updater.checkForUpdates().catch(() => undefined);
  check();
  deps.setInterval(check, updateCheckIntervalMs);
  return {
    state,
    async checkNow() {
      asked = true;
      check();
    },
  };
}

function decide(deps: Pick<AutoUpdateDeps, 'feedUrl' | 'isPackaged'>): AutoUpdateState {
  if (!deps.isPackaged) return { enabled: false, reason: 'not a packaged build' };
  if (!deps.feedUrl) return { enabled: false, reason: 'no update server configured' };
  const parsed = parseHostedUrl(deps.feedUrl);
  if (!parsed.ok) return { enabled: false, reason: `update server refused: ${parsed.error}` };
  return { enabled: true, feedUrl: parsed.url };
}
