import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CreatedInvitationSchema,
  InvitationListSchema,
  invitationMessages,
  InvitationPreviewSchema,
} from '../../../contract/invitations';
import { UserSchema } from '../../../contract/user';
import type { TestApp } from '../../test/test-app';
import { createTestApp, testAdmin, tokenFor } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { signInStaff } from './admin.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  // Not UTC, so the preview's zone is the site's and not a default.
  t = await createTestApp({ siteTimeZone: 'Europe/London' });
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const person = (username: string) => ({
  username,
  displayName: 'Dana Okafor',
  email: `${username}@example.com`,
  password: 'quiet-harbour-lantern-42',
});

async function invite(payload: object = { role: 'editor', note: 'Dana, new editor' }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/invitations',
    headers: staff.admin,
    payload,
  });
  expect(response.statusCode).toBe(201);
  const created = CreatedInvitationSchema.parse(response.json());
  return { ...created, token: created.path.split('/').pop() ?? '' };
}

const accept = (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/invitations/${token}`, payload: body });

describe('invitations', () => {
  it('let a person join with the chosen role, approved and signed in, once', async () => {
    const { invitation, path, token } = await invite();
    expect(path).toMatch(/^\/auth\/invite\/[A-Za-z0-9_-]{43}$/);
    expect(invitation).toMatchObject({ role: 'editor', note: 'Dana, new editor', state: 'open' });

    const preview = await t.app.inject({ url: `/api/invitations/${token}` });
    expect(InvitationPreviewSchema.parse(preview.json())).toMatchObject({ role: 'editor', timeZone: 'Europe/London' });

    const joined = await accept(token, person('dana'));
    expect(joined.statusCode).toBe(201);
    expect(UserSchema.parse(joined.json())).toMatchObject({ role: 'editor', approval: 'approved' });
    const cookie = joined.cookies.find((candidate) => candidate.name === 'sid');
    const pages = await t.app.inject({ url: '/api/admin/pages', headers: { cookie: `sid=${cookie?.value}` } });
    expect(pages.statusCode).toBe(200);

    const again = await accept(token, person('dana2'));
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ error: invitationMessages.unusable });
    const list = InvitationListSchema.parse(
      (await t.app.inject({ url: '/api/admin/invitations', headers: staff.admin })).json(),
    );
    expect(list.items[0]).toMatchObject({ state: 'used', usedBy: 'Dana Okafor', createdBy: 'Site Administrator' });
    expect(JSON.stringify(list)).not.toContain(token);
  });

  it('let exactly one of two people racing with one link in', async () => {
    const { token } = await invite();
    const answers = await Promise.all([accept(token, person('first')), accept(token, person('second'))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 410]);
  });

  it('stop working once expired or withdrawn, and a taken username leaves the link usable', async () => {
    const { token, invitation } = await invite();
    const taken = await accept(token, person('eddie'));
    expect(taken.statusCode).toBe(409);
    expect((await t.app.inject({ url: `/api/invitations/${token}` })).statusCode).toBe(200);

    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/invitations/${invitation.id}`,
      headers: staff.admin,
    });
    expect(withdrawn.statusCode).toBe(204);
    expect((await accept(token, person('dana'))).statusCode).toBe(410);

    const later = await invite();
    const past = new Date(Date.now() - 1000).toISOString();
    await t.app.db.updateTable('invitations').set({ expires_at: past }).where('id', '=', later.invitation.id).execute();
    expect((await t.app.inject({ url: `/api/invitations/${later.token}` })).statusCode).toBe(410);
    expect((await accept(later.token, person('dana'))).statusCode).toBe(410);
  });

  it('are made, listed and withdrawn by admins only', async () => {
    for (const headers of [staff.editor, staff.viewer]) {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/admin/invitations',
        headers,
        payload: { role: 'admin' },
      });
      expect(made.statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/admin/invitations' })).statusCode).toBe(401);
  });

  it.each([
    [{}, ['role']],
    [{ role: 'owner', note: 5, days: 'soon' }, ['days', 'note', 'role']],
    [{ role: 'viewer', note: 'x'.repeat(121), days: 31 }, ['days', 'note']],
    [{ role: 'viewer', days: 0.5 }, ['days']],
  ])('name every bad field of %j', async (payload, fields) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: staff.admin,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fields: Record<string, string> }>().fields).sort()).toEqual(fields);
  });

  it('refuse a malformed link and bad joining details with 400s naming them', async () => {
    expect((await t.app.inject({ url: '/api/invitations/not-a-token' })).statusCode).toBe(400);
    const { token } = await invite();
    const weak = await accept(token, { ...person('dana'), password: 'password1234' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ fields: Record<string, string> }>().fields.password).toMatch(/commonly used password/);
    const missing = await accept(token, {});
    expect(Object.keys(missing.json<{ fields: Record<string, string> }>().fields).sort()).toEqual([
      'displayName',
      'email',
      'password',
      'username',
    ]);
  });
});

describe('SITE_REGISTRATION=invite-only', () => {
  it('refuses self-registration with the reason, says so on /api/registration, and invitations still work', async () => {
    await t.close();
    t = await createTestApp({ registration: 'invite-only' });
    const refused = await t.app.inject({ method: 'POST', url: '/api/register', payload: person('pat') });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: invitationMessages.inviteOnly });
    expect((await t.app.inject({ url: '/api/registration' })).json()).toEqual({ mode: 'invite-only' });

    staff = {
      ...staff,
      admin: { authorization: `Bearer ${await tokenFor(t.app, testAdmin.username, testAdmin.password)}` },
    };
    const { token } = await invite({ role: 'viewer' });
    expect((await accept(token, person('pat'))).statusCode).toBe(201);
  });
});
