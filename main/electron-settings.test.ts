import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { app, ipcMain } from 'electron';
import { electronStoreChannel, openElectronSettings } from './electron-settings';
import type { FakeElectron } from './test-support/fake-electron';
import { createSettingsStore } from './settings-store';

// electron-store reads app.getPath('userData') from the (fake) electron module: a fresh temp folder.
vi.mock('electron', async () => (await import('./test-support/fake-electron')).createFakeElectron());

describe('settings store on electron-store', () => {
  it('persists backend, hosted URL and token ciphertexts across instances', () => {
    const first = createSettingsStore(openElectronSettings());
    first.setBackend('local');
    first.setHostedUrl('https://api.example.com');
    first.setEncryptedToken('hosted', Buffer.from('ciphertext').toString('base64'));

    const second = createSettingsStore(openElectronSettings());
    expect(second.getBackend()).toBe('local');
    expect(second.getHostedUrl()).toBe('https://api.example.com');
    expect(second.getEncryptedToken('hosted')).toBe(Buffer.from('ciphertext').toString('base64'));
    expect(second.getEncryptedToken('local')).toBeUndefined();

    const file = JSON.parse(readFileSync(path.join(app.getPath('userData'), 'settings.json'), 'utf8'));
    expect(file).toEqual({
      backend: 'local',
      hostedUrl: 'https://api.example.com',
      tokens: { hosted: Buffer.from('ciphertext').toString('base64') },
    });
  });

  it('removes a token and a hosted URL', () => {
    const store = createSettingsStore(openElectronSettings());
    store.setEncryptedToken('hosted', undefined);
    store.setHostedUrl(undefined);
    expect(store.getEncryptedToken('hosted')).toBeUndefined();
    expect(store.getHostedUrl()).toBeUndefined();
  });

  it('refuses a token value that is not base64 ciphertext', () => {
    const store = createSettingsStore(openElectronSettings());
    expect(() => store.setEncryptedToken('local', 'plain text token!')).toThrow();
  });

  it("leaves no unchecked ipcMain listener behind (electron-store's get-data channel)", () => {
    const fake = ipcMain as unknown as FakeElectron['ipcMain'];
    openElectronSettings();
    // electron-store does register it (once per process), so the removal is what keeps the channel closed.
    expect(fake.on.mock.calls.map(([channel]) => channel)).toContain(electronStoreChannel);
    expect(fake.listeners.size).toBe(0);
  });
});
