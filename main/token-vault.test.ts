import { describe, expect, it } from 'vitest';
import { createSettingsStore } from './settings-store';
import { createMemoryKeyValueStore } from './test-support/memory-settings';
import { FakeSafeStorage } from './test-support/fake-safe-storage';
import { createTokenVault, EncryptionUnavailableError, encryptionUnavailableMessage } from './token-vault';

function setup(platform = 'darwin') {
  const kv = createMemoryKeyValueStore();
  const safeStorage = new FakeSafeStorage();
  const vault = createTokenVault(createSettingsStore(kv), safeStorage, platform);
  return { kv, safeStorage, vault, stored: () => JSON.stringify(kv.data) };
}

describe('token vault', () => {
  it('stores only the encrypted token, as base64', async () => {
    const { vault, kv, stored, safeStorage } = setup();
    await vault.set('hosted', 'secret-token-123');
    expect(safeStorage.encryptStringAsync).toHaveBeenCalledWith('secret-token-123');
    expect(stored()).not.toContain('secret-token-123');
    expect(kv.data.tokens).toEqual({ hosted: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) });
    expect(await vault.get('hosted')).toBe('secret-token-123');
  });

  it('keeps one token per backend', async () => {
    const { vault } = setup();
    await vault.set('hosted', 'hosted-token');
    await vault.set('local', 'local-token');
    expect(await vault.get('hosted')).toBe('hosted-token');
    expect(await vault.get('local')).toBe('local-token');
    vault.clear('local');
    expect(await vault.get('local')).toBeNull();
    expect(await vault.get('hosted')).toBe('hosted-token');
  });

  it('refuses to fall back to plain text when encryption is unavailable', async () => {
    const { vault, safeStorage, kv } = setup();
    safeStorage.available = false;
    await expect(vault.set('hosted', 'secret-token')).rejects.toThrow(EncryptionUnavailableError);
    await expect(vault.set('hosted', 'secret-token')).rejects.toThrow(encryptionUnavailableMessage);
    expect(kv.data.tokens).toEqual({});
    expect(safeStorage.encryptStringAsync).not.toHaveBeenCalled();
  });

  it("treats Linux's basic_text backend (a hard-coded key) as unavailable", async () => {
    const { vault, safeStorage, kv } = setup('linux');
    safeStorage.linuxBackend = 'basic_text';
    await expect(vault.set('hosted', 'secret-token')).rejects.toThrow(EncryptionUnavailableError);
    expect(kv.data.tokens).toEqual({});
  });

  it('forgets a token it can no longer decrypt', async () => {
    const { vault, kv } = setup();
    kv.data.tokens = { hosted: Buffer.from('tampered').toString('base64') };
    expect(await vault.get('hosted')).toBeNull();
    expect(kv.data.tokens).toEqual({});
  });

  it('re-encrypts when safeStorage asks for it after a key rotation', async () => {
    const { vault, safeStorage } = setup();
    await vault.set('hosted', 'secret-token');
    safeStorage.shouldReEncrypt = true;
    expect(await vault.get('hosted')).toBe('secret-token');
    expect(safeStorage.encryptStringAsync).toHaveBeenCalledTimes(2);
  });

  it('refuses an empty token', async () => {
    const { vault } = setup();
    await expect(vault.set('hosted', '')).rejects.toThrow('Invalid token');
  });
});
