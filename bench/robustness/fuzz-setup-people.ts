import { generateSync } from 'otplib';
import type { Account, Pools } from './fuzz-live';
import { remember } from './fuzz-live';
import type { Role } from './fuzz-seed';
import { harnessExpect, harnessRequest, sessionCookie } from './harness-http';
import { adminPassword, adminUsername } from './server-process';

/**
 * The people the fuzz needs: its admin, an editor and a viewer (who join through invitations, as on a real
 * site), a few other accounts for the user routes to act on, one account with two-factor on, whose sign-ins
 * give the second-factor routes live challenges, and the session keeper's own admin.
 */
export interface People {
  accounts: Record<Role, Account>;
  /** Accounts the user routes may change, disable or reset: never the harness's own. */
  otherUserIds: number[];
  otherUsernames: string[];
  otherPassword: string;
  twoFactorUser: { username: string; password: string };
  /** The admin's, signed out already: it looks real but no longer works. */
  revokedToken: string;
  /**
   * A second admin no case calls as or acts on: the session keeper's, to put the others back (the fuzz's own
   * admin included, whose password two racing password changes can leave unknown).
   */
  keeperToken: string;
}

const otherPassword = 'quartz-meadow-account-Lantern-42';

async function signInBoth(port: number, username: string, password: string) {
  const tokenAnswer = await harnessExpect(port, 'POST', '/api/token-login', { body: { username, password } });
  const { token, user } = tokenAnswer.json as { token: string; user: { id: number } };
  const login = await harnessExpect(port, 'POST', '/api/login', { body: { username, password } });
  const cookie = sessionCookie(login.headers);
  if (!cookie) throw new Error(`fuzz setup: signing ${username} in set no session cookie`);
  return { token, cookie, userId: user.id };
}

async function invite(port: number, adminToken: string, role: Role, pools?: Pools): Promise<string> {
  const created = await harnessExpect(port, 'POST', '/api/admin/invitations', {
    token: adminToken,
    body: { role, note: `fuzz ${role}` },
  });
  const { invitation, path } = created.json as { invitation: { id: number }; path: string };
  const secret = path.split('/').pop() ?? '';
  if (pools) {
    remember(pools.invitationIds, invitation.id);
    remember(pools.invitationTokens, secret);
  }
  return secret;
}

/** Joins through an invitation; answers the new account's id. */
async function join(port: number, adminToken: string, role: Role, username: string, password: string) {
  const secret = await invite(port, adminToken, role);
  const joined = await harnessExpect(port, 'POST', `/api/invitations/${secret}`, {
    body: { username, password, displayName: `Fuzz ${username}`, email: `${username}@example.com` },
  });
  return (joined.json as { id: number }).id;
}

async function account(port: number, role: Role, username: string, password: string): Promise<Account> {
  const signedIn = await signInBoth(port, username, password);
  return { role, username, password, ...signedIn, pendingSecret: null, recoveryCodes: [], sessionIds: [] };
}

async function turnOnTwoFactor(port: number, token: string): Promise<void> {
  const start = await harnessExpect(port, 'POST', '/api/account/two-factor/start', { token });
  const { secret } = start.json as { secret: string };
  const code = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) });
  await harnessExpect(port, 'POST', '/api/account/two-factor/confirm', { token, body: { code } });
}

/** A challenge per sign-in style for the second-factor routes to answer (each is good for one sign-in). */
export async function newChallenges(port: number, user: People['twoFactorUser'], pools: Pools): Promise<void> {
  for (const style of ['token', 'cookie'] as const) {
    const url = style === 'token' ? '/api/token-login' : '/api/login';
    const answer = await harnessRequest(port, 'POST', url, { body: user });
    const challenge = (answer.json as { challenge?: string } | null)?.challenge;
    if (challenge) remember(pools.challenges[style], challenge);
  }
}

export async function setUpPeople(port: number, pools: Pools): Promise<People> {
  const admin = await account(port, 'admin', adminUsername, adminPassword);
  const stamp = Date.now().toString(36);
  const staff: Partial<Record<Role, Account>> = {};
  for (const role of ['editor', 'viewer'] as const) {
    const username = `fuzz-${role}-${stamp}`;
    const password = `${role === 'editor' ? 'amber' : 'cobalt'}-harbour-password-Lantern-42`;
    await join(port, admin.token, role, username, password);
    staff[role] = await account(port, role, username, password);
  }
  const otherUserIds: number[] = [];
  const otherUsernames: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    const username = `fuzz-other-${index}-${stamp}`;
    otherUserIds.push(await join(port, admin.token, index === 0 ? 'editor' : 'viewer', username, otherPassword));
    otherUsernames.push(username);
  }
  const twoFactorUser = { username: `fuzz-2fa-${stamp}`, password: otherPassword };
  await join(port, admin.token, 'editor', twoFactorUser.username, otherPassword);
  await turnOnTwoFactor(port, (await signInBoth(port, twoFactorUser.username, otherPassword)).token);
  for (let round = 0; round < 4; round += 1) await newChallenges(port, twoFactorUser, pools);
  // Open invitations and reset links for the routes that read, use or withdraw them.
  for (const role of ['viewer', 'editor', 'viewer'] as const) await invite(port, admin.token, role, pools);
  for (const id of otherUserIds.slice(1)) {
    const link = await harnessExpect(port, 'POST', `/api/admin/users/${id}/password-reset`, { token: admin.token });
    remember(pools.resetTokens, (link.json as { path: string }).path.split('/').pop() ?? '');
  }
  const keeperName = `fuzz-keeper-${stamp}`;
  await join(port, admin.token, 'admin', keeperName, otherPassword);
  const keeper = await signInBoth(port, keeperName, otherPassword);
  const revoked = await signInBoth(port, adminUsername, adminPassword);
  await harnessExpect(port, 'POST', '/api/logout', { token: revoked.token });
  const editor = staff.editor;
  const viewer = staff.viewer;
  if (!editor || !viewer) throw new Error('fuzz setup: the editor or viewer account is missing');
  return {
    accounts: { admin, editor, viewer },
    otherUserIds,
    otherUsernames,
    otherPassword,
    twoFactorUser,
    revokedToken: revoked.token,
    keeperToken: keeper.token,
  };
}
