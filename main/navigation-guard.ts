import { isAppUrl } from './app-origin';
import type { ShellLike } from './external-links';
import { openInSystemBrowser } from './external-links';

interface PreventableEvent {
  preventDefault(): void;
}

/** The slice of WebContents the guard hooks into. */
export interface GuardedContents {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/**
 * Keeps every web contents on the app's own origin: other navigations and redirects are cancelled, no
 * window may be opened (the renderer never needs one), and http(s) targets go to the system browser.
 */
export function hardenWebContents(contents: GuardedContents, shell: ShellLike): void {
  const guard = (event: PreventableEvent, url: string): void => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    openInSystemBrowser(shell, url);
  };
  contents.on('will-navigate', guard);
  // Redirects are never followed out of the app, and never handed to the browser either: nobody clicked them.
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    openInSystemBrowser(shell, url);
    return { action: 'deny' };
  });
}
