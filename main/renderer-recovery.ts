import type { MessageBoxOptions } from 'electron';
import type { MainLog } from './main-log';

type Listener = (...args: never[]) => void;

/** The slice of WebContents a recovery needs (both events are the web contents', for every window). */
export interface RecoverableContents {
  on(event: 'render-process-gone', listener: (event: unknown, details: { reason: string }) => void): unknown;
  on(event: 'unresponsive', listener: Listener): unknown;
  reload(): void;
  forcefullyCrashRenderer(): void;
  isDestroyed(): boolean;
}

export interface RecoveryDeps {
  /** A native question, modal to the window of these contents. */
  ask(options: MessageBoxOptions): Promise<{ response: number }>;
  /** Closes the window of these contents. */
  close(): void;
  log: Pick<MainLog, 'warn' | 'error'>;
}

export const crashedButtons = ['Reload', 'Close Window'];
export const hungButtons = ['Wait', 'Reload'];

/**
 * A renderer that crashed leaves a blank window, and one that hangs a frozen one; Electron does nothing
 * about either. This asks: a crash offers Reload (the default) or closing the window, a hang offers waiting
 * (the default) or reloading. Edits kept on this device are offered again after the reload.
 */
export function offerRendererRecovery(contents: RecoverableContents, deps: RecoveryDeps): void {
  let asking = false;
  const ask = async (options: MessageBoxOptions): Promise<number | null> => {
    if (asking || contents.isDestroyed()) return null;
    asking = true;
    try {
      return (await deps.ask(options)).response;
    } finally {
      asking = false;
    }
  };

  contents.on('render-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit') return;
    deps.log.error(`A window's page stopped: ${details.reason}`);
    void ask({
      type: 'error',
      message: 'This window stopped working',
      detail: `Its page ended unexpectedly (${details.reason}). Reload it to carry on: unsaved edits kept on this device are offered again.`,
      buttons: crashedButtons,
      defaultId: 0,
      cancelId: 0,
    }).then((answer) => {
      if (answer === null || contents.isDestroyed()) return;
      if (answer === 0) contents.reload();
      else deps.close();
    });
  });

  contents.on('unresponsive', () => {
    deps.log.warn('A window is not responding');
    void ask({
      type: 'warning',
      message: 'This window is not responding',
      detail: 'Wait for it, or reload it. Reloading loses what was typed in the last few moments.',
      buttons: hungButtons,
      defaultId: 0,
      cancelId: 0,
    }).then((answer) => {
      if (answer !== 1 || contents.isDestroyed()) return;
      // A hung page cannot run its unload handlers: end it, then load it afresh.
      contents.forcefullyCrashRenderer();
      contents.reload();
    });
  });
}
