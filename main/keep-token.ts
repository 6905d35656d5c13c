import type { TokenVault } from './token-vault';
import { sessionOnlyMessage } from './token-vault';

/**
 * What main does with a token taken from a sign-in answer: the vault keeps it for the origin that issued
 * it. Where the system has no keyring the vault can only hold it for this session, which the user is told
 * once per session (they will be signed out on quit).
 */
export function createTokenKeeper(
  vault: Pick<TokenVault, 'set'>,
  notifyUser: (message: string) => void,
): (origin: string, token: string) => Promise<void> {
  let told = false;
  return async (origin, token) => {
    const { custody } = await vault.set(origin, token);
    if (custody === 'memory' && !told) {
      told = true;
      notifyUser(sessionOnlyMessage);
    }
  };
}
