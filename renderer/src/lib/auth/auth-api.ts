import * as z from 'zod/mini';
import type { LoginPayload, RegisterPayload } from '../../../../contract/auth';
import { CurrentUserResponseSchema, LogoutResponseSchema } from '../../../../contract/auth';
import type { SecondFactorPayload } from '../../../../contract/two-factor';
import { isSecondFactorRequired, LoginResponseSchema } from '../../../../contract/two-factor';
import type { User } from '../../../../contract/user';
import { UserSchema } from '../../../../contract/user';
import { ApiError } from '../api/api-error';
import { apiRequest } from '../api/request';
import { getPlatform } from '../platform/platform';
import type { SignInResult } from './token-session';
import { checkToken, tokenLogin, tokenSecondFactor } from './token-session';

/** The signed-in user in whichever auth style the platform uses, or null when signed out. */
export async function getCurrentUser(): Promise<User | null> {
  if (getPlatform().authMode === 'token') return checkToken();
  const answer = await apiRequest('/api/user', { schema: CurrentUserResponseSchema, nullOn401: true });
  if (!answer) return null;
  return 'user' in answer ? answer.user : answer;
}

/** A refused sign-in is a 401: show why the server refused it rather than the bare "Unauthorized". */
function saySignInRefusal(error: unknown): never {
  if (error instanceof ApiError && error.serverMessage) {
    throw new ApiError(error.serverMessage, { status: error.status, retryable: false, cause: error });
  }
  throw error;
}

/** The password step: signed in, or (two-factor on) a challenge for `completeSecondFactor`. */
export async function login(payload: LoginPayload): Promise<SignInResult> {
  if (getPlatform().authMode === 'token') return tokenLogin(payload);
  const answer = await apiRequest('/api/login', {
    method: 'POST',
    body: payload,
    schema: LoginResponseSchema,
    retry: false,
  }).catch(saySignInRefusal);
  return isSecondFactorRequired(answer) ? { challenge: answer.challenge } : { user: answer };
}

/** The code step, in the platform's auth style: the same endpoint pair for the web and the desktop app. */
export async function completeSecondFactor(payload: SecondFactorPayload): Promise<User> {
  if (getPlatform().authMode === 'token') return tokenSecondFactor(payload);
  return apiRequest('/api/login/second-factor', {
    method: 'POST',
    body: payload,
    schema: UserSchema,
    retry: false,
  }).catch(saySignInRefusal);
}

/** Registration answers with the user and a cookie session; token clients then sign in for a token. */
export async function register(payload: RegisterPayload): Promise<User> {
  const user = await apiRequest('/api/register', { method: 'POST', body: payload, schema: UserSchema, retry: false });
  // A new account has no second factor yet, so this signs straight in.
  if (getPlatform().authMode === 'token') await tokenLogin({ username: payload.username, password: payload.password });
  return user;
}

/**
 * Cookie mode signs out on the server. Token mode clears the stored token (the spec's behaviour) and
 * also asks the server to revoke it, without letting a failed revoke keep anyone signed in.
 */
export async function logout(): Promise<void> {
  const platform = getPlatform();
  if (platform.authMode === 'cookie') {
    await apiRequest('/api/logout', { method: 'POST', schema: LogoutResponseSchema, retry: false });
    return;
  }
  await apiRequest('/api/logout', { method: 'POST', schema: z.unknown(), retry: false }).catch(() => undefined);
  await platform.clearToken();
}
