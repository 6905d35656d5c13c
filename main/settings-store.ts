import type { BackendId } from '../contract/desktop-bridge';
import { BackendIdSchema } from '../contract/desktop-bridge';
import { parseHostedUrl } from './hosted-url';

/** What main persists. Tokens are base64 safeStorage ciphertexts, never plain text. */
export interface SettingsStore {
  getBackend(): BackendId | undefined;
  setBackend(id: BackendId): void;
  getHostedUrl(): string | undefined;
  setHostedUrl(url: string | undefined): void;
  getEncryptedToken(id: BackendId): string | undefined;
  setEncryptedToken(id: BackendId, ciphertext: string | undefined): void;
}

export type TokenCiphertexts = Partial<Record<BackendId, string>>;

export interface StoredSettings {
  backend?: string;
  hostedUrl?: string;
  tokens: TokenCiphertexts;
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
    getEncryptedToken(id) {
      return tokens()[id];
    },
    setEncryptedToken(id, ciphertext) {
      const next = tokens();
      if (ciphertext === undefined) delete next[id];
      else next[id] = ciphertext;
      store.set('tokens', next);
    },
  };
}
