import { vi } from 'vitest';

const prefix = 'sealed:';

/**
 * A stand-in for safeStorage whose "ciphertext" is reversible but never contains the plain text, so
 * tests can prove what reaches the store.
 */
export class FakeSafeStorage {
  available = true;
  linuxBackend: 'basic_text' | 'gnome_libsecret' = 'gnome_libsecret';
  shouldReEncrypt = false;

  readonly isAsyncEncryptionAvailable = vi.fn(async () => this.available);
  readonly getSelectedStorageBackend = vi.fn(() => this.linuxBackend);
  readonly encryptStringAsync = vi.fn(async (text: string) =>
    Buffer.from(`${prefix}${Buffer.from(text).toString('hex')}`),
  );
  readonly decryptStringAsync = vi.fn(async (sealed: Buffer) => {
    const raw = sealed.toString();
    if (!raw.startsWith(prefix)) throw new Error('Error while decrypting the ciphertext provided');
    const result = Buffer.from(raw.slice(prefix.length), 'hex').toString();
    return { result, shouldReEncrypt: this.shouldReEncrypt };
  });
}
