import type { SafeStorage } from 'electron';
import type { BackendId } from '../contract/desktop-bridge';
import { StoredTokenSchema } from '../contract/desktop-bridge';
import type { SettingsStore } from './settings-store';

export type SafeStorageLike = Pick<
  SafeStorage,
  'isAsyncEncryptionAvailable' | 'encryptStringAsync' | 'decryptStringAsync' | 'getSelectedStorageBackend'
>;

export const encryptionUnavailableMessage =
  'This computer offers no secure storage for the sign-in token (no system keychain or keyring is available), ' +
  'so it was not saved. Unlock or install a keyring and sign in again.';

export class EncryptionUnavailableError extends Error {
  constructor() {
    super(encryptionUnavailableMessage);
    this.name = 'EncryptionUnavailableError';
  }
}

export interface TokenVault {
  get(backend: BackendId): Promise<string | null>;
  /** Throws EncryptionUnavailableError rather than ever writing the token in plain text. */
  set(backend: BackendId, token: string): Promise<void>;
  clear(backend: BackendId): void;
}

export function createTokenVault(store: SettingsStore, safeStorage: SafeStorageLike, platform: string): TokenVault {
  // On Linux without a keyring Chromium falls back to 'basic_text': a hard-coded key, so plain text in effect.
  async function canEncrypt(): Promise<boolean> {
    if (!(await safeStorage.isAsyncEncryptionAvailable())) return false;
    return platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text';
  }

  async function encrypt(token: string): Promise<string> {
    return (await safeStorage.encryptStringAsync(token)).toString('base64');
  }

  return {
    async get(backend) {
      const ciphertext = store.getEncryptedToken(backend);
      if (!ciphertext || !(await canEncrypt())) return null;
      try {
        const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(Buffer.from(ciphertext, 'base64'));
        const parsed = StoredTokenSchema.safeParse(result);
        if (!parsed.success) throw new Error('Stored token is malformed');
        if (shouldReEncrypt) store.setEncryptedToken(backend, await encrypt(parsed.data));
        return parsed.data;
      } catch {
        // A key change or a tampered file: the token is useless, so forget it and let the user sign in again.
        store.setEncryptedToken(backend, undefined);
        return null;
      }
    },
    async set(backend, token) {
      const parsed = StoredTokenSchema.safeParse(token);
      if (!parsed.success) throw new Error('Invalid token');
      if (!(await canEncrypt())) throw new EncryptionUnavailableError();
      store.setEncryptedToken(backend, await encrypt(parsed.data));
    },
    clear(backend) {
      store.setEncryptedToken(backend, undefined);
    },
  };
}
