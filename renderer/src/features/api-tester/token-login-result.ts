import type { BridgeApiResponse } from '../../../../contract/desktop-bridge';
import { ApiErrorBodySchema } from '../../../../contract/api-error';
import { TokenLoginResponseSchema } from '../../../../contract/auth';
import type { User } from '../../../../contract/user';
import { authenticationFailedWithStatus, requestMessages, tokenLoginMessages } from '../../lib/api/api-messages';

/** `token` is null where the app keeps the token itself (the desktop: main takes it out of the answer). */
export type TokenLoginOutcome =
  | { ok: true; token: string | null; user: User }
  | { ok: false; error: string }
  /** The password was right and the account uses two-factor: the code completes it with this challenge. */
  | { ok: 'second-factor'; challenge: string };

const failure = (error: string): TokenLoginOutcome => ({ ok: false, error });

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Reads a `/api/token-login` answer with the spec's token-login messages, as the site's own sign-in does.
 * `tokenKeptByApp`: the desktop's main process has already taken the token out, so none is expected.
 */
export function readTokenLogin(
  { status, body }: BridgeApiResponse,
  { tokenKeptByApp = false }: { tokenKeptByApp?: boolean } = {},
): TokenLoginOutcome {
  if (status === 0) return failure(requestMessages.network);
  if (status >= 500) return failure(tokenLoginMessages.invalidCredentials);
  const json = parseJson(body);
  if (status >= 400) {
    // The server's own `error` when it sent one (wrong password, rate limit), else the spec's status wording.
    const sent = json.ok ? ApiErrorBodySchema.safeParse(json.value) : undefined;
    return failure(sent?.success ? sent.data.error : authenticationFailedWithStatus(status));
  }
  if (status < 200 || status >= 300) return failure(authenticationFailedWithStatus(status));
  const answer = json.ok ? TokenLoginResponseSchema.safeParse(json.value) : undefined;
  if (!answer) return failure(tokenLoginMessages.invalidJson);
  if (!answer.success) return failure(tokenLoginMessages.authenticationFailed);
  if (answer.data.secondFactorRequired && answer.data.challenge) {
    return { ok: 'second-factor', challenge: answer.data.challenge };
  }
  if (!answer.data.success) return failure(answer.data.error ?? tokenLoginMessages.loginFailed);
  if (!answer.data.token && !tokenKeptByApp) return failure(tokenLoginMessages.noToken);
  if (!answer.data.user) return failure(tokenLoginMessages.authenticationFailed);
  return { ok: true, token: answer.data.token ?? null, user: answer.data.user };
}
