import type { TokenVault } from './token-vault';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

const revokeTimeoutMs = 3_000;

/** Asks each backend to end a token main could only hold in memory; a failure never blocks quitting. */
export async function revokeSessionTokens(
  vault: Pick<TokenVault, 'sessionOnlyTokens' | 'clear'>,
  fetch: FetchLike,
): Promise<void> {
  await Promise.all(
    vault.sessionOnlyTokens().map(async ({ origin, token }) => {
      try {
        await fetch(`${origin}/api/logout`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
          redirect: 'error',
          signal: AbortSignal.timeout(revokeTimeoutMs),
        });
      } catch {
        // Unreachable: the server's own expiry ends it. Quitting must not wait on a dead network.
      } finally {
        vault.clear(origin);
      }
    }),
  );
}

interface QuitEvent {
  preventDefault(): void;
}

/**
 * The `before-quit` listener: with session-only tokens, hold the quit once, revoke them, then quit again.
 * Without a keyring a token the server issued would otherwise stay valid after the app forgot it.
 */
export function createQuitRevoker(
  vault: Pick<TokenVault, 'sessionOnlyTokens' | 'clear'>,
  fetch: FetchLike,
  quit: () => void,
): (event: QuitEvent) => void {
  let revoking = false;
  return (event) => {
    if (revoking || vault.sessionOnlyTokens().length === 0) return;
    revoking = true;
    event.preventDefault();
    void revokeSessionTokens(vault, fetch).finally(quit);
  };
}
