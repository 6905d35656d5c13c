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
  return { vault, fetch, quit, onWillQuit: createQuitRevoker(vault, fetch, quit) };
}

describe('revoking session-only tokens on quit', () => {
  it('holds the quit, revokes the in-memory token with its bearer, then quits', async () => {
    const { vault, fetch, quit, onWillQuit } = await setup(false);
    const event = { preventDefault: vi.fn() };
    onWillQuit(event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(quit).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.com/api/logout');
    expect(init?.method).toBe('POST');
    expect(init?.redirect).toBe('error');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer session-token');
    expect(vault.sessionOnlyTokens()).toEqual([]);
    // The second will-quit (from quit()) goes through.
    const again = { preventDefault: vi.fn() };
    onWillQuit(again);
    expect(again.preventDefault).not.toHaveBeenCalled();
  });

  it('holds a quit asked for while revoking, and revokes each later token too (the flag resets)', async () => {
    const { vault, fetch, quit, onWillQuit } = await setup(false);
    let answer: (response: Response) => void = () => undefined;
    fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    onWillQuit({ preventDefault: vi.fn() });
    const during = { preventDefault: vi.fn() };
    onWillQuit(during);
    expect(during.preventDefault).toHaveBeenCalledOnce();
    answer(new Response('{}'));
    await vi.waitFor(() => expect(quit).toHaveBeenCalledOnce());

    // Say the app stayed (macOS keeps running with no window) and someone signed in again.
    await vault.set('https://api.example.com', 'second-token');
    const later = { preventDefault: vi.fn() };
    onWillQuit(later);
    expect(later.preventDefault).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(quit).toHaveBeenCalledTimes(2));
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('authorization')).toBe('Bearer second-token');
  });

  it('quits even when the backend cannot be reached', async () => {
    const { fetch, quit, onWillQuit } = await setup(false);
    fetch.mockRejectedValueOnce(new TypeError('fetch failed'));
    onWillQuit({ preventDefault: vi.fn() });
    await vi.waitFor(() => expect(quit).toHaveBeenCalledOnce());
  });

  it('leaves a keyring-held token alone and does not hold the quit', async () => {
    const { fetch, onWillQuit } = await setup(true);
    const event = { preventDefault: vi.fn() };
    onWillQuit(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });
});
