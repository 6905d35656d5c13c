import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { codeFor, enrol } from '../account/two-factor.test-support';
import type { Staff } from './admin.test-support';
import { call, signInStaff } from './admin.test-support';
import { readAuditLog } from './audit-log.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const entries = (query = '') => readAuditLog(t.app, staff.admin, query);

describe('the audit log of signing in', () => {
  const signIn = (url: string, payload: object, userAgent = 'vitest') =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'user-agent': userAgent } });

  it('records each sign-in and each refusal, with the username tried, the auth style and whether a code was used', async () => {
    const wrong = await signIn('/api/login', { username: 'eddie', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    const unknown = await signIn('/api/token-login', { username: 'nobody', password: 'x' });
    expect(unknown.statusCode).toBe(401);
    const ok = await signIn('/api/login', { username: 'eddie', password: 'a-long-enough-password' });
    expect(ok.statusCode).toBe(200);

    const { secret } = await enrol(t.app, staff.editor);
    const challenged = await signIn('/api/token-login', { username: 'eddie', password: 'a-long-enough-password' });
    const { challenge } = challenged.json<{ challenge: string }>();
    const wrongCode = await signIn('/api/token-login/second-factor', { challenge, code: '000000' });
    expect(wrongCode.statusCode).toBe(401);
    // The next period's code: the current one was used up by the enrolment (a code works once).
    const coded = await signIn('/api/token-login/second-factor', { challenge, code: codeFor(secret, 1) });
    expect(coded.statusCode, coded.body).toBe(200);

    const failures = (await entries('&action=auth.sign-in-failed')).reverse();
    expect(failures.map((entry) => [entry.actor, entry.authStyle, entry.summary])).toEqual([
      [{ id: null, name: 'eddie' }, 'cookie', 'Password step: Invalid username or password'],
      [{ id: null, name: 'nobody' }, 'token', 'Password step: Invalid username or password'],
      [null, 'token', expect.stringMatching(/^Two-factor step: /)],
    ]);
    const signIns = (await entries(`&action=auth.sign-in&actor=${staff.ids.editor}`)).reverse();
    expect(signIns.map((entry) => [entry.authStyle, entry.summary])).toEqual([
      ['cookie', 'Password'],
      ['token', 'Password and two-factor code'],
    ]);
    expect((await entries('&action=account.two-factor-enable')).map((entry) => entry.actor?.id)).toEqual([
      staff.ids.editor,
    ]);
    const text = JSON.stringify(await t.app.db.selectFrom('audit_log').selectAll().execute());
    expect(text).not.toContain(secret);
    expect(text).not.toContain(challenge);
    expect(text).not.toContain('not-the-password');
  });

  it('records reset links made, withdrawn and used, naming the person and never the link', async () => {
    const made = await call(t.app, 'POST', `/api/admin/users/${staff.ids.viewer}/password-reset`, staff.admin);
    const token = made.json<{ path: string }>().path.split('/').pop() ?? '';
    const used = await t.app.inject({
      method: 'POST',
      url: `/api/password-resets/${token}`,
      payload: { password: 'violet-harbour-lantern-93' },
    });
    expect(used.statusCode, used.body).toBe(200);
    await call(t.app, 'DELETE', `/api/admin/users/${staff.ids.viewer}/password-reset`, staff.admin);
    const log = (await entries(`&item=user:${staff.ids.viewer}`))
      .reverse()
      .filter((entry) => entry.action !== 'account.register');
    expect(log.map((entry) => [entry.action, entry.actor?.id])).toEqual([
      ['user.password-reset-link', staff.ids.admin],
      ['account.password-reset', staff.ids.viewer],
      ['user.password-reset-link-withdraw', staff.ids.admin],
    ]);
    expect(JSON.stringify(log)).not.toContain(token);
  });
});
