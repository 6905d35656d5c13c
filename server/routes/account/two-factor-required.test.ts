import { afterEach, describe, expect, it } from 'vitest';
import { SecondFactorRequiredSchema, twoFactorMessages } from '../../../contract/two-factor';
import type { RequireTwoFactor } from '../../../contract/two-factor';
import { UserSchema } from '../../../contract/user';
import type { TestApp } from '../../test/test-app';
import { cookieFor, createTestApp, testAdmin, tokenFor } from '../../test/test-app';
import { createUser } from '../admin/admin.test-support';
import { codeFor, enrol } from './two-factor.test-support';

let t: TestApp | undefined;
afterEach(() => t?.close());

async function appRequiring(policy: RequireTwoFactor) {
  t = await createTestApp({ requireTwoFactor: policy });
  return t.app;
}

const gateRefusal = { error: twoFactorMessages.setupRequired, reason: 'two-factor-setup-required' };

describe('SITE_REQUIRE_2FA', () => {
  it('admins: an admin without two-factor is told so at sign-in and refused every admin call until enrolled', async () => {
    const app = await appRequiring('admins');
    const headers = { authorization: `Bearer ${await tokenFor(app, testAdmin.username, testAdmin.password)}` };
    const me = await app.inject({ url: '/api/user', headers });
    expect(me.json()).toMatchObject({ user: { twoFactorSetupRequired: true, twoFactorEnabled: false } });
    for (const url of ['/api/admin/pages', '/api/admin/users', '/api/admin/stats']) {
      const refused = await app.inject({ url, headers });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject(gateRefusal);
    }
    const status = await app.inject({ url: '/api/account/two-factor', headers });
    expect(status.json()).toMatchObject({ enabled: false, required: true });

    const { secret } = await enrol(app, headers);
    expect((await app.inject({ url: '/api/admin/pages', headers })).statusCode).toBe(200);
    const after = UserSchema.parse((await app.inject({ url: '/api/user', headers })).json<{ user: object }>().user);
    expect(after.twoFactorSetupRequired).toBeUndefined();

    // Turning it off sends the account back to enrolment.
    await app.inject({
      method: 'DELETE',
      url: '/api/account/two-factor',
      headers,
      payload: { password: testAdmin.password, code: codeFor(secret, 1) },
    });
    expect((await app.inject({ url: '/api/admin/pages', headers })).json()).toMatchObject(gateRefusal);
  });

  it('admins: editors are not asked; staff: every approved account is; the login answer says so', async () => {
    const admins = await appRequiring('admins');
    const editor = await createUser(admins, 'eddie', 'editor');
    expect((await admins.inject({ url: '/api/admin/pages', headers: editor.headers })).statusCode).toBe(200);
    await t?.close();
    t = undefined;

    const staff = await appRequiring('staff');
    await createUser(staff, 'vera', 'viewer');
    const login = await staff.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'vera', password: 'a-long-enough-password' },
    });
    expect(login.json()).toMatchObject({ twoFactorSetupRequired: true });
    const cookie = await cookieFor(staff, 'vera', 'a-long-enough-password');
    expect((await staff.inject({ url: '/api/admin/pages', headers: { cookie } })).json()).toMatchObject(gateRefusal);
  });

  it('off (the default of an app built without saying): nobody is asked', async () => {
    const app = await appRequiring('off');
    const headers = { authorization: `Bearer ${await tokenFor(app, testAdmin.username, testAdmin.password)}` };
    expect((await app.inject({ url: '/api/admin/users', headers })).statusCode).toBe(200);
  });

  it('an enrolled admin still signs in with the code under admins', async () => {
    const app = await appRequiring('admins');
    const headers = { cookie: await cookieFor(app, testAdmin.username, testAdmin.password) };
    const { secret } = await enrol(app, headers);
    const first = await app.inject({ method: 'POST', url: '/api/login', payload: testAdmin });
    const { challenge } = SecondFactorRequiredSchema.parse(first.json());
    const done = await app.inject({
      method: 'POST',
      url: '/api/login/second-factor',
      payload: { challenge, code: codeFor(secret, 1) },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).not.toHaveProperty('twoFactorSetupRequired');
  });
});
