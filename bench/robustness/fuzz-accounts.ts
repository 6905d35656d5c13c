import type { Account } from './fuzz-live';
import type { HarnessAnswer } from './harness-http';
import { harnessExpect, harnessRequest, sessionCookie } from './harness-http';

/**
 * Signing the harness's accounts in, and putting an account back the way the fuzz needs it after a case changed
 * it: re-enabled, its role back, two-factor off again, a password it knows. Every call is the harness's own,
 * well-formed; anything the server refuses here is reported, since the fuzz cannot go on without it.
 */
interface SignedIn {
  token?: string;
  cookie?: string;
  /** Two-factor is on: the harness's password step earned a challenge instead. */
  challenge?: string;
  /** Why the server refused: its status and answer. */
  refused?: string;
}

function readUser(answer: HarnessAnswer): { role?: string; twoFactorEnabled?: boolean; approval?: string } | null {
  if (answer.status !== 200 || typeof answer.json !== 'object' || answer.json === null) return null;
  const json = answer.json as { user?: object };
  return (json.user ?? json) as { role?: string; twoFactorEnabled?: boolean; approval?: string };
}

async function passwordStep(port: number, account: Account, style: 'token' | 'cookie'): Promise<SignedIn> {
  const url = style === 'token' ? '/api/token-login' : '/api/login';
  const answer = await harnessRequest(port, 'POST', url, {
    body: { username: account.username, password: account.password },
  });
  if (answer.status !== 200) return { refused: `${answer.status} ${answer.text.slice(0, 120)}` };
  const json = answer.json as { token?: string; challenge?: string };
  if (json.challenge) return { challenge: json.challenge };
  return style === 'token' ? { token: json.token } : { cookie: sessionCookie(answer.headers) ?? undefined };
}

/** The second step with one of the recovery codes a case's confirmation answered (each works once). */
async function secondStep(port: number, account: Account, style: 'token' | 'cookie', challenge: string) {
  const code = account.recoveryCodes.shift();
  if (!code) throw new Error(`${account.username} has two-factor on and the harness has no recovery code left`);
  const url = style === 'token' ? '/api/token-login/second-factor' : '/api/login/second-factor';
  const answer = await harnessExpect(port, 'POST', url, { body: { challenge, code } });
  const json = answer.json as { token?: string };
  return style === 'token' ? json.token : sessionCookie(answer.headers);
}

/** The new token or cookie, or why the server refused. */
export async function signIn(
  port: number,
  account: Account,
  style: 'token' | 'cookie',
): Promise<{ credential?: string; refused?: string }> {
  const first = await passwordStep(port, account, style);
  if (first.refused) return { refused: first.refused };
  const credential = first.challenge
    ? await secondStep(port, account, style, first.challenge)
    : style === 'token'
      ? first.token
      : first.cookie;
  return credential ? { credential } : { refused: 'no token or session cookie in a 200' };
}

/** A new password through a reset link an admin makes, for an account whose password a case changed. */
async function resetPassword(port: number, account: Account, keeperToken: string): Promise<void> {
  const link = await harnessExpect(port, 'POST', `/api/admin/users/${account.userId}/password-reset`, {
    token: keeperToken,
  });
  const secret = ((link.json as { path: string }).path.split('/').pop() ?? '').trim();
  const password = `quartz-restored-${Date.now()}-Lantern!`;
  await harnessExpect(port, 'POST', `/api/password-resets/${secret}`, { body: { password } });
  account.password = password;
}

async function restoreStanding(port: number, account: Account, keeperToken: string): Promise<void> {
  await harnessExpect(port, 'PATCH', `/api/admin/users/${account.userId}`, {
    token: keeperToken,
    body: { role: account.role, disabled: false },
  });
}

/**
 * Makes `account` usable again, token and cookie alike. Its standing (enabled, role) and a forgotten password
 * are put right by the keeper's own admin (`keeperToken`), which no case touches.
 */
export async function repairAccount(port: number, account: Account, keeperToken: string): Promise<string[]> {
  const done: string[] = [];
  const user = readUser(await harnessRequest(port, 'GET', '/api/user', { token: account.token }));
  if (user && user.role !== account.role) {
    await restoreStanding(port, account, keeperToken);
    done.push(`role back to ${account.role}`);
  }
  for (const style of ['token', 'cookie'] as const) {
    const credential = style === 'token' ? { token: account.token } : { cookie: account.cookie };
    if ((await harnessRequest(port, 'GET', '/api/user', credential)).status === 200) continue;
    let attempt = await signIn(port, account, style);
    if (!attempt.credential) {
      await restoreStanding(port, account, keeperToken);
      attempt = await signIn(port, account, style);
      if (attempt.credential) done.push('re-enabled');
    }
    if (!attempt.credential) {
      await resetPassword(port, account, keeperToken);
      attempt = await signIn(port, account, style);
      if (attempt.credential) done.push('password reset');
    }
    const fresh = attempt.credential;
    if (!fresh) throw new Error(`could not sign ${account.username} back in (${style}): ${attempt.refused ?? ''}`);
    if (style === 'token') account.token = fresh;
    else account.cookie = fresh;
    done.push(`signed in again (${style})`);
  }
  const now = readUser(await harnessRequest(port, 'GET', '/api/user', { token: account.token }));
  if (now?.twoFactorEnabled) {
    const code = account.recoveryCodes.shift();
    if (!code) throw new Error(`${account.username} has two-factor on and the harness has no recovery code left`);
    await harnessExpect(port, 'DELETE', '/api/account/two-factor', {
      token: account.token,
      body: { password: account.password, code },
    });
    account.recoveryCodes = [];
    done.push('two-factor off again');
  }
  const sessions = await harnessRequest(port, 'GET', '/api/sessions', { token: account.token });
  const items = (sessions.json as { items?: { id: number }[] } | null)?.items ?? [];
  account.sessionIds = items.map((item) => item.id).slice(-16);
  return done;
}
