import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountMessages, RevokedSessionsSchema, SessionListSchema } from '../../../contract/account';
import type { TestApp } from '../../test/test-app';
import { cookieFor, createTestApp, testAdmin, tokenFor } from '../../test/test-app';
import { createUser, registerAccount } from '../admin/admin.test-support';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const desktopApp = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/138.0 Electron/37.2.0 Safari/537.36';

async function signInWith(userAgent: string, style: 'cookie' | 'token'): Promise<Record<string, string>> {
  const url = style === 'cookie' ? '/api/login' : '/api/token-login';
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: testAdmin,
    headers: { 'user-agent': userAgent },
  });
  if (style === 'token') return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
  const cookie = response.cookies.find((candidate) => candidate.name === 'sid');
  return { cookie: `sid=${cookie?.value ?? ''}` };
}

const sessionsOf = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ url: '/api/sessions', headers });
  expect(response.statusCode).toBe(200);
  return SessionListSchema.parse(response.json()).items;
};

describe('your sessions', () => {
  it('lists every live session by device and style, marking the one asking as current, with no secrets', async () => {
    const browser = await signInWith(firefox, 'cookie');
    const desktop = await signInWith(desktopApp, 'token');
    const items = await sessionsOf(browser);
    expect(items).toHaveLength(2);
    expect(items.find((item) => item.current)).toMatchObject({ device: 'Firefox on Windows', style: 'cookie' });
    expect(items.find((item) => !item.current)).toMatchObject({ device: 'Aegisline desktop app', style: 'desktop' });
    expect(items.every((item) => item.ip === '127.0.0.1')).toBe(true);
    expect(JSON.stringify(items)).not.toMatch(/token_hash|sid=|Bearer/);
    expect((await sessionsOf(desktop)).find((item) => item.current)?.style).toBe('desktop');
  });

  it('revokes one session: its token is refused at once, the others live on', async () => {
    const browser = await signInWith(firefox, 'cookie');
    const desktop = await signInWith(desktopApp, 'token');
    const target = (await sessionsOf(browser)).find((item) => !item.current);
    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/sessions/${target?.id}`, headers: browser });
    expect(revoke.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/user', headers: desktop })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user', headers: browser })).statusCode).toBe(200);
  });

  it("cannot end someone else's session, nor one that does not exist, and checks the id", async () => {
    const adminBrowser = await signInWith(firefox, 'cookie');
    const adminSession = (await sessionsOf(adminBrowser))[0];
    const other = await createUser(t.app, 'eddie', 'editor');
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${adminSession?.id}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: accountMessages.sessionNotFound });
    expect((await t.app.inject({ url: '/api/user', headers: adminBrowser })).statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/sessions/abc', headers: other.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields).toHaveProperty('id');
  });

  it('signs out everywhere else, keeping the session that asked', async () => {
    const keep = await signInWith(firefox, 'cookie');
    const others = [await signInWith(desktopApp, 'token'), await signInWith(firefox, 'token')];
    const response = await t.app.inject({ method: 'DELETE', url: '/api/sessions', headers: keep });
    expect(RevokedSessionsSchema.parse(response.json()).revoked).toBe(2);
    for (const headers of others) expect((await t.app.inject({ url: '/api/user', headers })).statusCode).toBe(401);
    expect(await sessionsOf(keep)).toHaveLength(1);
  });

  it('answers 401 without a session, and a waiting account may still see its own sessions', async () => {
    expect((await t.app.inject({ url: '/api/sessions' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/sessions' })).statusCode).toBe(401);
    const pending = await registerAccount(t.app, 'pat');
    expect(await sessionsOf(pending.headers)).toHaveLength(1);
  });

  it('lets an admin sign a person out everywhere, and nobody else', async () => {
    const eddie = await createUser(t.app, 'eddie', 'editor');
    const adminToken = await tokenFor(t.app, testAdmin.username, testAdmin.password);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${eddie.id}/sessions`,
      headers: eddie.headers,
    });
    expect(refused.statusCode).toBe(403);
    const done = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${eddie.id}/sessions`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(RevokedSessionsSchema.parse(done.json()).revoked).toBe(1);
    expect((await t.app.inject({ url: '/api/user', headers: eddie.headers })).statusCode).toBe(401);
  });
});

describe('idle sessions', () => {
  it('end after the idle limit without a request, while a busy one lives on', async () => {
    await t.close();
    t = await createTestApp({ sessionIdleMs: 30 * 60_000 });
    const idle = await signInWith(firefox, 'cookie');
    const busy = await signInWith(desktopApp, 'token');
    const [idleSession] = (await sessionsOf(idle)).filter((item) => item.current);
    const longAgo = new Date(Date.now() - 31 * 60_000).toISOString();
    await t.app.db
      .updateTable('sessions')
      .set({ last_used_at: longAgo })
      .where('id', '=', idleSession?.id ?? 0)
      .execute();
    expect((await sessionsOf(busy)).map((item) => item.style)).toEqual(['desktop']);
    expect((await t.app.inject({ url: '/api/user', headers: idle })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user', headers: busy })).statusCode).toBe(200);
    const left = await t.app.db.selectFrom('sessions').select('id').execute();
    expect(left.map((row) => row.id)).not.toContain(idleSession?.id);
  });
});

describe('changing one’s password', () => {
  const change = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/password', headers, payload: payload as object });

  it('needs the current password, then signs out every other session and the new password works', async () => {
    const here = await signInWith(firefox, 'cookie');
    const elsewhere = await signInWith(desktopApp, 'token');
    const response = await change(here, {
      currentPassword: testAdmin.password,
      newPassword: 'quiet-harbour-lantern-42',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: accountMessages.passwordChanged, revoked: 1 });
    expect((await t.app.inject({ url: '/api/user', headers: elsewhere })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user', headers: here })).statusCode).toBe(200);
    await expect(cookieFor(t.app, testAdmin.username, 'quiet-harbour-lantern-42')).resolves.toMatch(/^sid=/);
    const old = await t.app.inject({ method: 'POST', url: '/api/login', payload: testAdmin });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a wrong current password as a 400 on that field, and changes nothing', async () => {
    const here = await signInWith(firefox, 'cookie');
    const response = await change(here, {
      currentPassword: 'not-my-password',
      newPassword: 'quiet-harbour-lantern-42',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { currentPassword: accountMessages.wrongCurrentPassword } });
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: testAdmin })).statusCode).toBe(200);
  });

  it.each([
    ['aaaaaaaaaaaa', /Repeated characters/],
    ['password1234', /commonly used password/],
    ['admin-admin-admin', /./],
    ['aegisline2026', /site's name \(Aegisline\)/],
  ])('refuses the guessable %s and says why', async (newPassword, reason) => {
    const here = await signInWith(firefox, 'cookie');
    const response = await change(here, { currentPassword: testAdmin.password, newPassword });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ fields: Record<string, string> }>().fields;
    expect(fields.newPassword).toMatch(/^Choose a harder password: /);
    expect(fields.newPassword).toMatch(reason);
  });

  it.each([
    [{}, ['currentPassword', 'newPassword']],
    [{ currentPassword: 5, newPassword: true }, ['currentPassword', 'newPassword']],
    [{ currentPassword: 'x', newPassword: 'short' }, ['newPassword']],
    [{ currentPassword: 'x'.repeat(257), newPassword: 'y'.repeat(257) }, ['currentPassword', 'newPassword']],
  ])('names every bad field of %j', async (payload, names) => {
    const here = await signInWith(firefox, 'cookie');
    const response = await change(here, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fields: Record<string, string> }>().fields).sort()).toEqual(names);
  });
});

describe('registration', () => {
  it('refuses a password built from the person’s own name', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: 'morgan.reyes',
        password: 'morgan.reyes2026',
        displayName: 'Morgan Reyes',
        email: 'm@example.com',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields.password).toMatch(/your name, username or email/);
  });
});
