import type { MessageBoxOptions } from 'electron';
import type { DiagnosticsFacts } from '../contract/desktop-bridge';
import { aboutMessage } from './about';
import type { AppMenuDeps } from './app-menu';
import type { AutoUpdates } from './auto-update';
import type { BackendService } from './backend-service';
import type { MainLog } from './main-log';

export interface HelpDeps {
  versions: DiagnosticsFacts['versions'];
  backends: Pick<BackendService, 'active'>;
  showMessageBox(options: MessageBoxOptions): Promise<unknown>;
  updates: Pick<AutoUpdates, 'checkNow'>;
  logsFolder: string;
  /** `shell.openPath`: answers an error message, or '' when the folder opened. */
  openPath(folder: string): Promise<string>;
  /** The diagnostics window's report (versions, backend, reachability, recent log; never a token). */
  diagnosticsReport(): Promise<string>;
  writeClipboard(text: string): void;
  log: Pick<MainLog, 'warn'>;
}

/** What the Help menu's items do. */
export function createHelpActions(deps: HelpDeps): AppMenuDeps['help'] {
  return {
    about: () => void deps.showMessageBox(aboutMessage(deps.versions, deps.backends.active())),
    checkForUpdates: () => void deps.updates.checkNow(),
    openLogsFolder() {
      void deps.openPath(deps.logsFolder).then((failure) => {
        if (!failure) return;
        deps.log.warn(`Could not open the logs folder: ${failure}`);
        void deps.showMessageBox({
          type: 'warning',
          message: 'Could not open the logs folder',
          detail: deps.logsFolder,
        });
      });
    },
    copyDiagnostics() {
      void deps.diagnosticsReport().then((report) => {
        deps.writeClipboard(report);
        void deps.showMessageBox({
          type: 'info',
          message: 'Diagnostics copied',
          detail: 'Paste them into your support request. They hold no password or token.',
        });
      });
    },
  };
}
