import type { SafeStorage } from 'electron';
import { StoredTokenSchema } from '../contract/desktop-bridge';
import type { SettingsStore } from './settings-store';

export type SafeStorageLike = Pick<
  SafeStorage,
  'isAsyncEncryptionAvailable' | 'encryptStringAsync' | 'decryptStringAsync' | 'getSelectedStorageBackend'
>;

export const sessionOnlyMessage =
  'This computer offers no secure storage for the sign-in token (no system keychain or keyring is available). ' +
  'You stay signed in until you quit the app: the token is kept in memory only, and it is revoked on quit, ' +
  'so you sign in again next time. Unlock or install a keyring to stay signed in between launches.';

/** Where tokens live, for the diagnostics window: never the token itself. */
export type TokenCustody = 'keyring' | 'memory';

export interface TokenVault {
  /** Keyed by backend origin (`https://api.example.com`), so a token only ever goes back where it came from. */
  get(origin: string): Promise<string | null>;
  /** Encrypted at rest when the system offers a keyring; otherwise held in memory for this session only. */
  set(origin: string, token: string): Promise<{ custody: TokenCustody }>;
  clear(origin: string): void;
  has(origin: string): boolean;
  custody(): Promise<TokenCustody>;
  /** Tokens that exist only in memory, to revoke on quit (the server would otherwise keep them valid). */
  sessionOnlyTokens(): Array<{ origin: string; token: string }>;
}

export function createTokenVault(store: SettingsStore, safeStorage: SafeStorageLike, platform: string): TokenVault {
  const inMemory = new Map<string, string>();

  // On Linux without a keyring Chromium falls back to 'basic_text': a hard-coded key, so plain text in effect.
  async function canEncrypt(): Promise<boolean> {
    if (!(await safeStorage.isAsyncEncryptionAvailable())) return false;
    return platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text';
  }

  async function encrypt(token: string): Promise<string> {
    return (await safeStorage.encryptStringAsync(token)).toString('base64');
  }

  return {
    async get(origin) {
      const held = inMemory.get(origin);
      if (held) return held;
      const ciphertext = store.getEncryptedToken(origin);
      if (!ciphertext || !(await canEncrypt())) return null;
      try {
        const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(Buffer.from(ciphertext, 'base64'));
        const parsed = StoredTokenSchema.safeParse(result);
        if (!parsed.success) throw new Error('Stored token is malformed');
        if (shouldReEncrypt) store.setEncryptedToken(origin, await encrypt(parsed.data));
        return parsed.data;
      } catch {
        // A key change or a tampered file: the token is useless, so forget it and let the user sign in again.
        store.setEncryptedToken(origin, undefined);
        return null;
      }
    },
    async set(origin, token) {
      const parsed = StoredTokenSchema.safeParse(token);
      if (!parsed.success) throw new Error('Invalid token');
      if (!(await canEncrypt())) {
        // Never plain text on disk: the session keeps it, and quitting revokes it.
        store.setEncryptedToken(origin, undefined);
        inMemory.set(origin, parsed.data);
        return { custody: 'memory' };
      }
      inMemory.delete(origin);
      store.setEncryptedToken(origin, await encrypt(parsed.data));
      return { custody: 'keyring' };
    },
    clear(origin) {
      inMemory.delete(origin);
      store.setEncryptedToken(origin, undefined);
    },
    has(origin) {
      return inMemory.has(origin) || store.getEncryptedToken(origin) !== undefined;
    },
    async custody() {
      return (await canEncrypt()) ? 'keyring' : 'memory';
    },
    sessionOnlyTokens() {
      return [...inMemory].map(([origin, token]) => ({ origin, token }));
    },
  };
}
