import { useState } from 'react';
import type { LoginPayload } from '../../../../contract/auth';
import { apiTesterMessages } from '../../lib/api/api-messages';
import type { TesterClient } from './tester-client';
import { secondFactorPresets, tokenLoginPath } from './tester-endpoints';
import { readTokenLogin } from './token-login-result';

/** Not an error: the token was issued but could not be kept for the tester. */
const notKeptNotice = (username: string) => `Signed in as ${username}, but the token could not be kept.`;

export interface TokenLogin {
  holder: string | null;
  pending: boolean;
  error: string | null;
  notice: string | null;
  /** Set while the password was right and a second-factor code is awaited. */
  challenge: string | null;
  signIn(payload: LoginPayload): Promise<void>;
  verify(code: string): Promise<void>;
  forget(): Promise<void>;
}

export function useTokenLogin(client: TesterClient): TokenLogin {
  const [holder, setHolder] = useState(() => client.tokenHolder());
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);

  async function post(path: string, body: object) {
    setPending(true);
    setError(null);
    setNotice(null);
    try {
      const outcome = readTokenLogin(await client.send({ method: 'POST', path, body, withToken: false }), {
        tokenKeptByApp: client.tokenKeptByApp,
      });
      if (outcome.ok === 'second-factor') {
        setChallenge(outcome.challenge);
        return;
      }
      if (!outcome.ok) {
        setError(outcome.error);
        return;
      }
      setChallenge(null);
      if (await client.keepToken(outcome.token, outcome.user.username)) setHolder(outcome.user.username);
      else setNotice(notKeptNotice(outcome.user.username));
    } catch {
      setError(apiTesterMessages.unknown);
    } finally {
      setPending(false);
    }
  }

  const signIn = (payload: LoginPayload) => {
    setChallenge(null);
    return post(tokenLoginPath, payload);
  };
  const verify = (code: string) => post(secondFactorPresets.hosted.secondFactor, { challenge, code });

  async function forget() {
    await client.forgetToken();
    setHolder(null);
  }

  return { holder, pending, error, notice, challenge, signIn, verify, forget };
}
