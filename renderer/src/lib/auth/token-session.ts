import type { LoginPayload, TokenLoginResponse } from '../../../../contract/auth';
import type { SecondFactorPayload } from '../../../../contract/two-factor';
import { TokenCheckResponseSchema, TokenLoginResponseSchema } from '../../../../contract/auth';
import type { User } from '../../../../contract/user';
import { ApiError } from '../api/api-error';
import {
  authenticationFailedWithStatus,
  requestMessages,
  tokenCheckMessages,
  tokenInvalidMessage,
  tokenLoginMessages,
} from '../api/api-messages';
import { apiRequest } from '../api/request';
import { getPlatform } from '../platform/platform';

/** Signed in, or the password was right and a second-factor code must complete the sign-in. */
export type SignInResult = { user: User } | { challenge: string };

/** Token sign-in (the hosted backend's style): only `success: true` with a token counts. */
export async function tokenLogin(payload: LoginPayload): Promise<SignInResult> {
  const answer = await tokenRequest('/api/token-login', payload);
  if (answer.secondFactorRequired && answer.challenge) return { challenge: answer.challenge };
  return { user: await keepToken(answer) };
}

/** Completes a token sign-in with the challenge and the code from the authenticator app (or a recovery code). */
export async function tokenSecondFactor(payload: SecondFactorPayload): Promise<User> {
  return keepToken(await tokenRequest('/api/token-login/second-factor', payload));
}

async function tokenRequest(url: string, body: object): Promise<TokenLoginResponse> {
  try {
    return await apiRequest(url, { method: 'POST', body, schema: TokenLoginResponseSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      // The server's own `error` when it sent one, else the spec's status wording.
      const serverSaid = error.status === 401 ? error.serverMessage : error.message;
      const message =
        !serverSaid || serverSaid === requestMessages.apiRequestFailed
          ? authenticationFailedWithStatus(error.status)
          : serverSaid;
      throw new ApiError(message, { status: error.status, fields: error.fields, retryable: false });
    }
    if (error instanceof ApiError && error.status >= 500) {
      throw new ApiError(tokenLoginMessages.invalidCredentials, { status: error.status, cause: error });
    }
    throw error;
  }
}

async function keepToken(answer: TokenLoginResponse): Promise<User> {
  if (!answer.success)
    throw new ApiError(answer.error ?? tokenLoginMessages.loginFailed, { status: 200, retryable: false });
  const platform = getPlatform();
  // The desktop's main process takes the token out of the answer and keeps it; the page gets the user only.
  if (!answer.token && !platform.tokenKeptByHost) {
    throw new ApiError(tokenLoginMessages.noToken, { status: 200, retryable: false });
  }
  if (!answer.user) throw new ApiError(tokenLoginMessages.authenticationFailed, { status: 200, retryable: false });
  if (answer.token) await platform.storeToken(answer.token);
  return answer.user;
}

/**
 * Who the stored token belongs to, or null when there is none or the server refuses it
 * (a 4xx clears the token; a 5xx or network failure keeps it and fails, so a blip does not sign anyone out).
 */
export async function checkToken(): Promise<User | null> {
  const platform = getPlatform();
  // On the web the token is ours to read; on the desktop main holds it and adds it to forwarded calls.
  if (platform.kind === 'web' && !(await platform.authHeaders()).Authorization) {
    console.info(tokenCheckMessages.noToken);
    return null;
  }
  try {
    const answer = await apiRequest('/api/token-check', { schema: TokenCheckResponseSchema });
    return answer.authenticated && answer.user ? answer.user : null;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      console.info(tokenInvalidMessage(error.status));
      await platform.clearToken();
      return null;
    }
    throw error;
  }
}
