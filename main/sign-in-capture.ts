import * as z from 'zod/mini';
import { StoredTokenSchema } from '../contract/desktop-bridge';

/**
 * The answers that carry a bearer token: the password sign-in and, when the account has two factors, the
 * second step. `/api/token-login` may also answer `{ success: false, secondFactorRequired, challenge,
 * methods }` without a token; that passes through untouched.
 */
export const signInPaths: readonly string[] = ['/api/token-login', '/api/token-login/second-factor'];

/**
 * The one answer whose `token` is meant for the page: the public forms' signed anti-spam token
 * (`GET /api/public/form-token`), which proves when a form was drawn and signs nobody in.
 */
export const pageTokenPaths: readonly string[] = ['/api/public/form-token'];

const AnswerWithTokenSchema = z.looseObject({ token: z.unknown() });

/**
 * A path as a server routes it, so a variant cannot slip past a comparison: percent-escapes decoded
 * (Fastify reads `/api/token%2Dlogin` as `/api/token-login`), trailing slashes dropped (the server's
 * `ignoreTrailingSlash`) and case folded (a hosted backend behind another router may ignore case). Dot
 * segments are already resolved by URL parsing. Null when the path does not decode.
 */
export function routedPath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const trimmed = decoded.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

export function isSignInRequest(method: string, pathname: string): boolean {
  const path = routedPath(pathname);
  return method.toUpperCase() === 'POST' && path !== null && signInPaths.includes(path);
}

export type KeepToken = (token: string) => Promise<void>;

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * Takes the token out of a sign-in answer before any page sees it: main keeps it (for the backend that
 * issued it) and the page gets the rest (`{ success, user }`). A body that is not JSON, or has no token,
 * is returned as it came.
 */
export async function captureSignInToken(body: string, keep: KeepToken): Promise<string> {
  const answer = AnswerWithTokenSchema.safeParse(parseJson(body));
  if (!answer.success || !('token' in answer.data)) return body;
  const { token, ...rest } = answer.data;
  const valid = StoredTokenSchema.safeParse(token);
  if (valid.success && rest.success === true) await keep(valid.data);
  return JSON.stringify(rest);
}

/** Removes a top-level `token` from a JSON answer, keeping nothing; any other body is returned as it came. */
export function stripToken(body: string): string {
  const answer = AnswerWithTokenSchema.safeParse(parseJson(body));
  if (!answer.success || !('token' in answer.data)) return body;
  const rest: Record<string, unknown> = { ...answer.data };
  delete rest.token;
  return JSON.stringify(rest);
}

/**
 * What main does to every answer it hands a page, whatever the path: a sign-in's token is kept and taken out,
 * and any other answer loses a `token` too, unless it is the forms' own. A sign-in reached by a path variant
 * the comparison missed, or a new route that answers a token, still never reaches the page.
 */
export function guardAnswer(method: string, pathname: string, body: string, keep: KeepToken): Promise<string> {
  if (isSignInRequest(method, pathname)) return captureSignInToken(body, keep);
  const path = routedPath(pathname);
  if (path !== null && pageTokenPaths.includes(path)) return Promise.resolve(body);
  return Promise.resolve(stripToken(body));
}
