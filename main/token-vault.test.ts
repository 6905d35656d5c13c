import { describe, expect, it } from 'vitest';
import { createSettingsStore } from './settings-store';
import { createMemoryKeyValueStore } from './test-support/memory-settings';
import { FakeSafeStorage } from './test-support/fake-safe-storage';
import { createTokenVault } from './token-vault';

const hosted = 'https://api.aegisline.example';
const other = 'https://other.example';

function setup(platform = 'darwin') {
  const kv = createMemoryKeyValueStore();
  const safeStorage = new FakeSafeStorage();
  const vault = createTokenVault(createSettingsStore(kv), safeStorage, platform);
  return { kv, safeStorage, vault, stored: () => JSON.stringify(kv.data) };
}

describe('token vault', () => {
  it('stores only the encrypted token, as base64, under the backend origin', async () => {
    const { vault, kv, stored, safeStorage } = setup();
    expect(await vault.set(hosted, 'secret-token-123')).toEqual({ custody: 'keyring' });
    expect(safeStorage.encryptStringAsync).toHaveBeenCalledWith('secret-token-123');
    expect(stored()).not.toContain('secret-token-123');
    expect(kv.data.tokens).toEqual({ [hosted]: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) });
    expect(await vault.get(hosted)).toBe('secret-token-123');
    expect(vault.has(hosted)).toBe(true);
  });

  it('keeps one token per origin: a token is never handed out for another host', async () => {
    const { vault } = setup();
    await vault.set(hosted, 'hosted-token');
    await vault.set(other, 'other-token');
    expect(await vault.get(hosted)).toBe('hosted-token');
    expect(await vault.get('https://api.aegisline.example:8443')).toBeNull();
    vault.clear(other);
    expect(await vault.get(other)).toBeNull();
    expect(vault.has(other)).toBe(false);
    expect(await vault.get(hosted)).toBe('hosted-token');
  });

  it('without a keyring keeps the token in memory for this session only, never on disk', async () => {
    const { vault, safeStorage, kv, stored } = setup();
    safeStorage.available = false;
    expect(await vault.set(hosted, 'secret-token')).toEqual({ custody: 'memory' });
    expect(await vault.custody()).toBe('memory');
    expect(kv.data.tokens).toEqual({});
    expect(stored()).not.toContain('secret-token');
    expect(safeStorage.encryptStringAsync).not.toHaveBeenCalled();
    expect(await vault.get(hosted)).toBe('secret-token');
    expect(vault.sessionOnlyTokens()).toEqual([{ origin: hosted, token: 'secret-token' }]);
    // Held in memory, still one per origin.
    expect(await vault.get(other)).toBeNull();
    vault.clear(hosted);
    expect(vault.sessionOnlyTokens()).toEqual([]);
  });

  it("treats Linux's basic_text backend (a hard-coded key) as no keyring", async () => {
    const { vault, safeStorage, kv } = setup('linux');
    safeStorage.linuxBackend = 'basic_text';
    expect(await vault.set(hosted, 'secret-token')).toEqual({ custody: 'memory' });
    expect(kv.data.tokens).toEqual({});
  });

  it('forgets a token it can no longer decrypt', async () => {
    const { vault, kv } = setup();
    kv.data.tokens = { [hosted]: Buffer.from('tampered').toString('base64') };
    expect(await vault.get(hosted)).toBeNull();
    expect(kv.data.tokens).toEqual({});
  });

  it('re-encrypts when safeStorage asks for it after a key rotation', async () => {
    const { vault, safeStorage } = setup();
    await vault.set(hosted, 'secret-token');
    safeStorage.shouldReEncrypt = true;
    expect(await vault.get(hosted)).toBe('secret-token');
    expect(safeStorage.encryptStringAsync).toHaveBeenCalledTimes(2);
  });

  it('refuses an empty token', async () => {
    const { vault } = setup();
    await expect(vault.set(hosted, '')).rejects.toThrow('Invalid token');
  });
});
