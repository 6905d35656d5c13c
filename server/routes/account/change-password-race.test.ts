import { afterEach, beforeEach, expect, it } from 'vitest';
import { accountMessages } from '../../../contract/account';
import type { TestApp } from '../../test/test-app';
import { cookieFor, createTestApp, testAdmin } from '../../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const login = (password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username: testAdmin.username, password } });

// Both requests pass the current-password check before either writes (hashing yields to the other); without a
// write conditional on the checked hash both answered 200 and the later write silently won.
it('of two changes sent at once with the same current password, exactly one lands and the other is told', async () => {
  const cookie = await cookieFor(t.app, testAdmin.username, testAdmin.password);
  const candidates = ['quiet-harbour-lantern-42', 'amber-orchard-compass-77'];
  const answers = await Promise.all(
    candidates.map((newPassword) =>
      t.app.inject({
        method: 'POST',
        url: '/api/password',
        headers: { cookie },
        payload: { currentPassword: testAdmin.password, newPassword },
      }),
    ),
  );
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  const loser = answers.find((answer) => answer.statusCode === 409);
  expect(loser?.json()).toMatchObject({ fields: { currentPassword: accountMessages.passwordChangedMeanwhile } });
  expect(loser?.body).not.toMatch(/at .*\.ts/);
  const accepted = candidates[answers.findIndex((answer) => answer.statusCode === 200)] ?? '';
  const refused = candidates.find((candidate) => candidate !== accepted) ?? '';
  expect((await login(accepted)).statusCode).toBe(200);
  expect((await login(refused)).statusCode).toBe(401);
  expect((await login(testAdmin.password)).statusCode).toBe(401);
  const entries = await t.app.db
    .selectFrom('audit_log')
    .select('id')
    .where('action', '=', 'account.password-change')
    .execute();
  expect(entries).toHaveLength(1);
});
