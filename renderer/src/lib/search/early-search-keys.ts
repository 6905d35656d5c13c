/**
 * The state the inline head script `public/search-keys.js` keeps before the app's code runs: whether
 * Ctrl/Cmd+K asked for search, and the letters typed since, which the search field takes when it gets focus.
 * The desktop shell and tests may run without that script; then the state starts here, empty.
 */
interface EarlySearchKeys {
  /** Set once the app's own shortcut listener runs: the script then leaves Ctrl/Cmd+K to it. */
  appListens: boolean;
  /** The shortcut was pressed before the app listened: the app opens the dialog when it starts. */
  requested: boolean;
  /** Keystrokes are being held for the search field (until it has focus). */
  buffering: boolean;
  typed: string;
}

declare global {
  interface Window {
    __searchKeys?: EarlySearchKeys;
  }
}

function earlyKeys(): EarlySearchKeys {
  window.__searchKeys ??= { appListens: false, requested: false, buffering: false, typed: '' };
  return window.__searchKeys;
}

/** The app listens for the shortcut from now on; true if it was pressed before (the dialog should open). */
export function takeOverSearchShortcut(): boolean {
  const keys = earlyKeys();
  keys.appListens = true;
  const requested = keys.requested;
  keys.requested = false;
  return requested;
}

/** While the dialog is open and its field has no focus yet, letters are kept for it (or, once closed, dropped). */
export function holdSearchKeys(hold: boolean): void {
  const keys = earlyKeys();
  if (hold === keys.buffering) return;
  keys.buffering = hold;
  keys.typed = '';
}

/** What was typed before the search field had focus (once: holding stops here). */
export function takeHeldSearchKeys(): string {
  const keys = earlyKeys();
  const typed = keys.typed;
  keys.buffering = false;
  keys.typed = '';
  return typed;
}
