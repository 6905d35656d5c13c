import { describe, expect, it, vi } from 'vitest';
import { createTokenKeeper } from './keep-token';
import { sessionOnlyMessage } from './token-vault';

describe('keeping a sign-in token', () => {
  it('stores it for the origin and says nothing when the keyring holds it', async () => {
    const vault = { set: vi.fn(async () => ({ custody: 'keyring' as const })) };
    const notify = vi.fn();
    await createTokenKeeper(vault, notify)('https://api.example.com', 'tok');
    expect(vault.set).toHaveBeenCalledWith('https://api.example.com', 'tok');
    expect(notify).not.toHaveBeenCalled();
  });

  it('tells the user once per session when the token can only live in memory', async () => {
    const vault = { set: vi.fn(async () => ({ custody: 'memory' as const })) };
    const notify = vi.fn();
    const keep = createTokenKeeper(vault, notify);
    await keep('https://api.example.com', 'tok');
    await keep('https://api.example.com', 'tok-2');
    expect(notify).toHaveBeenCalledOnce();
    expect(notify).toHaveBeenCalledWith(sessionOnlyMessage);
  });
});
