import { lastUnloadAnswer } from './unload-prompt';

type Listener = (...args: unknown[]) => void;

/** The slice of WebContents a guarded switch drives. */
export interface ReloadableContents {
  reload(): void;
  loadURL(url: string): Promise<void>;
  isDestroyed(): boolean;
  on(event: 'did-start-navigation' | 'will-prevent-unload', listener: Listener): unknown;
  removeListener(event: 'did-start-navigation' | 'will-prevent-unload', listener: Listener): unknown;
}

/** Electron 45 passes the details as properties of the event; older versions as the 4th argument. */
function isMainFrameLoad(args: unknown[]): boolean {
  const [details, , , isMainFrame] = args;
  if (typeof details === 'object' && details !== null && 'isMainFrame' in details) {
    const sameDocument = 'isSameDocument' in details && details.isSameDocument === true;
    return details.isMainFrame === true && !sameDocument;
  }
  return isMainFrame === true;
}

export interface BackendSwitcher {
  /**
   * Runs `apply` (a change of the active backend) only once the main window has agreed to leave its page:
   * main reloads it, and its `beforeunload` (an editor with unsaved changes) gets the native "Leave and lose
   * changes?" question first. "Stay" leaves everything as it was: no switch, no reload. Resolves whether
   * the change was applied. With `to`, the window loads that app address instead of reloading its own (a
   * deep link to the other backend).
   */
  whenLeft(apply: () => void, to?: string): Promise<boolean>;
  /** Windows main is reloading itself, so the change broadcast does not make them reload a second time. */
  isReloading(contents: unknown): boolean;
}

export function createBackendSwitcher(mainContents: () => ReloadableContents | null): BackendSwitcher {
  const reloading = new Set<unknown>();
  return {
    isReloading: (contents) => reloading.has(contents),
    whenLeft(apply, to) {
      const contents = mainContents();
      if (!contents || contents.isDestroyed()) {
        apply();
        return Promise.resolve(true);
      }
      return new Promise((resolve) => {
        const cleanUp = (): void => {
          contents.removeListener('did-start-navigation', started);
          contents.removeListener('will-prevent-unload', held);
          reloading.delete(contents);
        };
        // The page let go (after the question, or with nothing to lose): the new document's requests have not
        // been made yet, so switching now means they already go to the new backend.
        function started(...args: unknown[]): void {
          if (!isMainFrameLoad(args)) return;
          try {
            apply();
          } finally {
            cleanUp();
          }
          resolve(true);
        }
        // Registered after the prompt's own listener (at window creation), so the answer is already known.
        function held(): void {
          if (lastUnloadAnswer(contents as object) !== 'stay') return;
          cleanUp();
          resolve(false);
        }
        contents.on('did-start-navigation', started);
        contents.on('will-prevent-unload', held);
        reloading.add(contents);
        // A refused navigation rejects; the 'will-prevent-unload' listener has already answered for it.
        if (to) contents.loadURL(to).catch(() => undefined);
        else contents.reload();
      });
    },
  };
}
