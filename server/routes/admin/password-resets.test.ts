import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreatedPasswordResetSchema, passwordResetMessages } from '../../../contract/password-resets';
import { SecondFactorRequiredSchema } from '../../../contract/two-factor';
import type { TestApp } from '../../test/test-app';
import { cookieFor, createTestApp } from '../../test/test-app';
import { enrol } from '../account/two-factor.test-support';
import type { Staff } from './admin.test-support';
import { call, signInStaff } from './admin.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  // Not UTC, so the preview's zone is the site's and not a default.
  t = await createTestApp({ siteTimeZone: 'Europe/London' });
  staff = await signInStaff(t.app);
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const newPassword = 'violet-harbour-lantern-93';

async function makeLink(userId: number): Promise<string> {
  const response = await call(t.app, 'POST', `/api/admin/users/${userId}/password-reset`, staff.admin);
  expect(response.statusCode).toBe(201);
  const { path } = CreatedPasswordResetSchema.parse(response.json());
  expect(path).toMatch(/^\/auth\/reset\/[A-Za-z0-9_-]{43}$/);
  return path.split('/').pop() ?? '';
}

const preview = (token: string) => t.app.inject({ url: `/api/password-resets/${token}` });
const redeem = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: `/api/password-resets/${token}`, payload: { password } });

describe('admin-made password reset links', () => {
  it('sets a new password once, signs the person out everywhere and keeps only a hash', async () => {
    const token = await makeLink(staff.ids.viewer);
    const stored = await t.app.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    expect((await preview(token)).json()).toMatchObject({ username: 'vera', timeZone: 'Europe/London' });

    const weak = await redeem(token, 'password1234');
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ fields: Record<string, string> }>().fields.password).toMatch(/^Choose a harder password/);
    const done = await redeem(token, newPassword);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: passwordResetMessages.done });
    expect(done.cookies).toHaveLength(0);

    expect((await t.app.inject({ url: '/api/user', headers: staff.viewer })).statusCode).toBe(401);
    await expect(cookieFor(t.app, 'vera', newPassword)).resolves.toMatch(/^sid=/);
    for (const used of [await preview(token), await redeem(token, `${newPassword}-again`)]) {
      expect(used.statusCode).toBe(410);
      expect(used.json()).toMatchObject({ error: passwordResetMessages.unusable });
    }
  });

  it('lapses after a day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await makeLink(staff.ids.viewer);
    vi.setSystemTime(Date.now() + 24 * 60 * 60_000 + 1000);
    expect((await preview(token)).statusCode).toBe(410);
    expect((await redeem(token, newPassword)).statusCode).toBe(410);
  });

  it('is withdrawn by the admin, or by making a new one', async () => {
    const first = await makeLink(staff.ids.viewer);
    const second = await makeLink(staff.ids.viewer);
    expect((await preview(first)).statusCode).toBe(410);
    const withdraw = await call(t.app, 'DELETE', `/api/admin/users/${staff.ids.viewer}/password-reset`, staff.admin);
    expect(withdraw.json()).toEqual({ withdrawn: 1 });
    expect((await redeem(second, newPassword)).statusCode).toBe(410);
  });

  it('does not get round two-factor', async () => {
    await enrol(t.app, staff.editor);
    const token = await makeLink(staff.ids.editor);
    expect((await redeem(token, newPassword)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'eddie', password: newPassword },
    });
    expect(SecondFactorRequiredSchema.safeParse(login.json()).success).toBe(true);
  });

  it('is for admins only, for a user who exists, and names bad input', async () => {
    expect(
      (await call(t.app, 'POST', `/api/admin/users/${staff.ids.admin}/password-reset`, staff.editor)).statusCode,
    ).toBe(403);
    expect((await call(t.app, 'POST', '/api/admin/users/99999/password-reset', staff.admin)).statusCode).toBe(404);
    const badId = await call(t.app, 'POST', '/api/admin/users/abc/password-reset', staff.admin);
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toHaveProperty('fields.id');
    const badToken = await preview('not-a-token');
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json()).toHaveProperty('fields.token');
    const token = await makeLink(staff.ids.viewer);
    const noPassword = await t.app.inject({ method: 'POST', url: `/api/password-resets/${token}`, payload: {} });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toHaveProperty('fields.password');
    expect((await redeem(token, 'short')).json()).toMatchObject({ fields: { password: 'At least 12 characters' } });
  });
});
