import * as z from 'zod/mini';
import { StoredTokenSchema } from '../contract/desktop-bridge';

/**
 * The answers that carry a bearer token: the password sign-in and, when the account has two factors, the
 * second step. `/api/token-login` may also answer `{ success: false, secondFactorRequired, challenge,
 * methods }` without a token; that passes through untouched.
 */
export const signInPaths: readonly string[] = ['/api/token-login', '/api/token-login/second-factor'];

const AnswerWithTokenSchema = z.looseObject({ token: z.unknown() });

export function isSignInRequest(method: string, pathname: string): boolean {
  return method.toUpperCase() === 'POST' && signInPaths.includes(pathname);
}

export type KeepToken = (token: string) => Promise<void>;

/**
 * Takes the token out of a sign-in answer before any page sees it: main keeps it (for the backend that
 * issued it) and the page gets the rest (`{ success, user }`). A body that is not JSON, or has no token,
 * is returned as it came.
 */
export async function captureSignInToken(body: string, keep: KeepToken): Promise<string> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return body;
  }
  const answer = AnswerWithTokenSchema.safeParse(json);
  if (!answer.success || !('token' in answer.data)) return body;
  const { token, ...rest } = answer.data;
  const valid = StoredTokenSchema.safeParse(token);
  if (valid.success && rest.success === true) await keep(valid.data);
  return JSON.stringify(rest);
}
