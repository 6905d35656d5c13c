import type { BackendId } from '../contract/desktop-bridge';
import { BackendIdSchema } from '../contract/desktop-bridge';
import { parseHostedUrl } from './hosted-url';
import type { WindowState } from './window-state';

/** What main persists. Tokens are base64 safeStorage ciphertexts, never plain text. */
export interface SettingsStore {
  getBackend(): BackendId | undefined;
  setBackend(id: BackendId): void;
  getHostedUrl(): string | undefined;
  setHostedUrl(url: string | undefined): void;
  /** Keyed by backend origin; a key that is not an origin (an older version's backend id) is never read. */
  getEncryptedToken(origin: string): string | undefined;
  setEncryptedToken(origin: string, ciphertext: string | undefined): void;
  /** Unchecked here: window-state validates it against the screens of the day. */
  getWindowState(): unknown;
  setWindowState(state: WindowState): void;
  /** New-submission notifications: off unless switched on from the View menu. */
  getNotifications(): boolean;
  setNotifications(on: boolean): void;
}

export type TokenCiphertexts = Record<string, string>;

export interface StoredSettings {
  backend?: string;
  hostedUrl?: string;
  tokens: TokenCiphertexts;
  windowState?: WindowState;
  notifications?: boolean;
}

/** The smallest slice of electron-store this wrapper uses, so tests can hand in a Map-backed double. */
export interface KeyValueStore {
  get<K extends keyof StoredSettings>(key: K): StoredSettings[K];
  set<K extends keyof StoredSettings>(key: K, value: StoredSettings[K]): void;
  delete(key: keyof StoredSettings): void;
}

export function createSettingsStore(store: KeyValueStore): SettingsStore {
  const tokens = (): TokenCiphertexts => ({ ...store.get('tokens') });
  return {
    getBackend() {
      const parsed = BackendIdSchema.safeParse(store.get('backend'));
      return parsed.success ? parsed.data : undefined;
    },
    setBackend(id) {
      store.set('backend', id);
    },
    getHostedUrl() {
      const parsed = parseHostedUrl(store.get('hostedUrl'));
      return parsed.ok ? parsed.url : undefined;
    },
    setHostedUrl(url) {
      if (url === undefined) store.delete('hostedUrl');
      else store.set('hostedUrl', url);
    },
    getWindowState: () => store.get('windowState'),
    setWindowState(state) {
      store.set('windowState', state);
    },
    getNotifications: () => store.get('notifications') === true,
    setNotifications(on) {
      store.set('notifications', on);
    },
    getEncryptedToken(origin) {
      return Object.hasOwn(tokens(), origin) ? tokens()[origin] : undefined;
    },
    setEncryptedToken(origin, ciphertext) {
      const next = tokens();
      if (ciphertext === undefined) delete next[origin];
      else next[origin] = ciphertext;
      store.set('tokens', next);
    },
  };
}
