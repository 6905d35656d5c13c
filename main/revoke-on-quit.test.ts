import { describe, expect, it, vi } from 'vitest';
import { createQuitRevoker } from './revoke-on-quit';
import { createSettingsStore } from './settings-store';
import { FakeSafeStorage } from './test-support/fake-safe-storage';
import { createMemoryKeyValueStore } from './test-support/memory-settings';
import { createTokenVault } from './token-vault';

async function setup(withKeyring: boolean) {
  const safeStorage = new FakeSafeStorage();
  safeStorage.available = withKeyring;
  const vault = createTokenVault(createSettingsStore(createMemoryKeyValueStore()), safeStorage, 'linux');
  await vault.set('https://api.example.com', 'session-token');
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}'));
  const quit = vi.fn();
  return { vault, fetch, quit, onBeforeQuit: createQuitRevoker(vault, fetch, quit) };
}

describe('revoking session-only tokens on quit', () => {
  it('holds the quit, revokes the in-memory token with its bearer, then quits', async () => {
    const { vault, fetch, quit, onBeforeQuit } = await setup(false);
    const event = { preventDefault: vi.fn() };
    onBeforeQuit(event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(quit).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.com/api/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer session-token');
    expect(vault.sessionOnlyTokens()).toEqual([]);
    // The second before-quit (from quit()) goes through.
    const again = { preventDefault: vi.fn() };
    onBeforeQuit(again);
    expect(again.preventDefault).not.toHaveBeenCalled();
  });

  it('quits even when the backend cannot be reached', async () => {
    const { fetch, quit, onBeforeQuit } = await setup(false);
    fetch.mockRejectedValueOnce(new TypeError('fetch failed'));
    onBeforeQuit({ preventDefault: vi.fn() });
    await vi.waitFor(() => expect(quit).toHaveBeenCalledOnce());
  });

  it('leaves a keyring-held token alone and does not hold the quit', async () => {
    const { fetch, onBeforeQuit } = await setup(true);
    const event = { preventDefault: vi.fn() };
    onBeforeQuit(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });
});
