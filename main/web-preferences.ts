import type { WebPreferences } from 'electron';

/** The one set of web preferences every window gets: sandboxed, isolated, no Node, no webviews. */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    // Staff write page copy here: misspellings are underlined and fixed from the context menu.
    spellcheck: true,
  };
}
