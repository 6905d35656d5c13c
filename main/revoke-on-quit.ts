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
 * The `will-quit` listener: with session-only tokens, hold the quit once, revoke them, then quit again.
 * Without a keyring a token the server issued would otherwise stay valid after the app forgot it.
 *
 * `will-quit`, not `before-quit`: Electron sends it only once every window has closed, so the unsaved-changes
 * question (asked as each window closes) has been answered "Leave". Had the person answered "Stay", the quit
 * was called off, no `will-quit` comes, and they are still signed in. The flag only covers the revocation
 * itself, so a later quit (after a new sign-in) revokes again.
 */
export function createQuitRevoker(
  vault: Pick<TokenVault, 'sessionOnlyTokens' | 'clear'>,
  fetch: FetchLike,
  quit: () => void,
): (event: QuitEvent) => void {
  let revoking = false;
  return (event) => {
    if (revoking) {
      // A second quit while the first still revokes: hold it too, the revocation quits when done.
      event.preventDefault();
      return;
    }
    if (vault.sessionOnlyTokens().length === 0) return;
    revoking = true;
    event.preventDefault();
    void revokeSessionTokens(vault, fetch).finally(() => {
      revoking = false;
      quit();
    });
  };
}
