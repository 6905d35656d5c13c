import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminMessages } from '../../../contract/admin/admin-messages';
import { AdminUserListSchema, AdminUserSchema } from '../../../contract/admin/admin-users';
import type { TestApp } from '../../test/test-app';
import { cookieFor, createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, createUser, newPage, registerAccount, signInStaff } from './admin.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const fieldsOf = (response: { json: <T>() => T }) => response.json<{ fields: Record<string, string> }>().fields;
const patch = (id: number, payload: unknown) => call(t.app, 'PATCH', `/api/admin/users/${id}`, staff.admin, payload);

describe('GET /api/admin/users', () => {
  it('lists users with role and disabled flag, searchable and filterable by role', async () => {
    const all = AdminUserListSchema.parse((await call(t.app, 'GET', '/api/admin/users', staff.admin)).json());
    expect(all.total).toBe(3);
    expect(all.items.map((user) => [user.username, user.role, user.disabled])).toEqual([
      ['admin', 'admin', false],
      ['eddie', 'editor', false],
      ['vera', 'viewer', false],
    ]);
    const found = await call(t.app, 'GET', '/api/admin/users?q=VERA%40EXAMPLE', staff.admin);
    expect(AdminUserListSchema.parse(found.json()).items.map((user) => user.username)).toEqual(['vera']);
    const editors = await call(t.app, 'GET', '/api/admin/users?role=editor', staff.admin);
    expect(AdminUserListSchema.parse(editors.json()).items.map((user) => user.username)).toEqual(['eddie']);
    expect(fieldsOf(await call(t.app, 'GET', '/api/admin/users?role=owner', staff.admin))).toEqual({
      role: 'Must be admin, editor or viewer',
    });
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('promotes a viewer, who can then change content', async () => {
    const response = await patch(staff.ids.viewer, { role: 'editor' });
    expect(response.statusCode).toBe(200);
    expect(AdminUserSchema.parse(response.json())).toMatchObject({ username: 'vera', role: 'editor', disabled: false });
    expect((await call(t.app, 'POST', '/api/admin/pages', staff.viewer, newPage)).statusCode).toBe(201);
  });

  it('disables a user, ending their sessions, and enables them again', async () => {
    const disabled = await patch(staff.ids.editor, { disabled: true });
    expect(AdminUserSchema.parse(disabled.json()).disabled).toBe(true);
    expect((await call(t.app, 'GET', '/api/admin/pages', staff.editor)).statusCode).toBe(401);
    expect(AdminUserSchema.parse((await patch(staff.ids.editor, { disabled: false })).json()).disabled).toBe(false);
  });

  it('names bad fields and an empty patch, and answers 404 for an unknown user', async () => {
    expect(fieldsOf(await patch(staff.ids.viewer, {}))).toEqual({ body: 'Send a role, disabled or approval' });
    expect(fieldsOf(await patch(staff.ids.viewer, { approval: 'pending' }))).toEqual({
      approval: 'Must be approved or rejected',
    });
    expect(fieldsOf(await patch(staff.ids.viewer, { approval: 1 }))).toEqual({
      approval: 'Must be approved or rejected',
    });
    expect(fieldsOf(await patch(staff.ids.viewer, { role: 'owner' }))).toEqual({
      role: 'Must be admin, editor or viewer',
    });
    expect(fieldsOf(await patch(staff.ids.viewer, { disabled: 'yes' }))).toEqual({ disabled: 'Must be true or false' });
    expect(fieldsOf(await patch(0, { role: 'editor' }))).toEqual({ id: 'Must be a positive whole number' });
    expect((await patch(9999, { role: 'editor' })).json()).toEqual({ error: 'User not found' });
  });
});

describe('accounts waiting for approval', () => {
  const register = (username: string) => registerAccount(t.app, username);

  it('are listed by approval and counted on the dashboard', async () => {
    await register('new.one');
    const waiting = await call(t.app, 'GET', '/api/admin/users?approval=pending', staff.admin);
    expect(AdminUserListSchema.parse(waiting.json()).items.map((user) => user.username)).toEqual(['new.one']);
    expect((await call(t.app, 'GET', '/api/admin/stats', staff.admin)).json()).toMatchObject({ pendingAccounts: 1 });
    expect(fieldsOf(await call(t.app, 'GET', '/api/admin/users?approval=maybe', staff.admin))).toEqual({
      approval: 'Must be pending, approved or rejected',
    });
  });

  it('read content once approved with the role an admin chose', async () => {
    const person = await register('new.editor');
    expect((await call(t.app, 'GET', '/api/admin/pages', person.headers)).statusCode).toBe(403);
    const approved = await patch(person.id, { approval: 'approved', role: 'editor' });
    expect(AdminUserSchema.parse(approved.json())).toMatchObject({ approval: 'approved', role: 'editor' });
    expect((await call(t.app, 'GET', '/api/admin/pages', person.headers)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/admin/pages', person.headers, newPage)).statusCode).toBe(201);
    expect((await call(t.app, 'GET', '/api/admin/stats', staff.admin)).json()).toMatchObject({ pendingAccounts: 0 });
  });

  it('once rejected are disabled: signed out at once and unable to sign in', async () => {
    const person = await register('not.you');
    const rejected = AdminUserSchema.parse((await patch(person.id, { approval: 'rejected' })).json());
    expect(rejected).toMatchObject({ approval: 'rejected', disabled: true });
    expect((await call(t.app, 'GET', '/api/user', person.headers)).statusCode).toBe(401);
    await expect(cookieFor(t.app, 'not.you', 'a-long-enough-password')).rejects.toThrow();
  });

  it('cannot be decided on by an editor', async () => {
    const person = await register('hopeful');
    const response = await call(t.app, 'PATCH', `/api/admin/users/${person.id}`, staff.editor, {
      approval: 'approved',
      role: 'admin',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the last enabled admin', () => {
  it('cannot be demoted or disabled', async () => {
    for (const change of [{ role: 'editor' }, { role: 'viewer' }, { disabled: true }]) {
      const response = await patch(staff.ids.admin, change);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: adminMessages.lastAdmin });
    }
    const admin = AdminUserListSchema.parse(
      (await call(t.app, 'GET', '/api/admin/users?role=admin', staff.admin)).json(),
    );
    expect(admin.items).toMatchObject([{ username: 'admin', disabled: false }]);
  });

  it('may step down once another admin is enabled, and a disabled admin does not count', async () => {
    const second = await createUser(t.app, 'grace', 'admin');
    expect((await patch(second.id, { disabled: true })).statusCode).toBe(200);
    expect((await patch(staff.ids.admin, { role: 'editor' })).statusCode).toBe(409);

    expect((await patch(second.id, { disabled: false })).statusCode).toBe(200);
    expect((await patch(staff.ids.admin, { role: 'editor' })).statusCode).toBe(200);
    // Disabling ended grace's session; she signs in again.
    const cookie = await cookieFor(t.app, 'grace', 'a-long-enough-password');
    const last = await call(t.app, 'PATCH', `/api/admin/users/${second.id}`, { cookie }, { role: 'viewer' });
    expect(last.statusCode).toBe(409);
  });

  it('survives two admins demoting each other at the same moment (on PostgreSQL the two truly overlap)', async () => {
    const second = await createUser(t.app, 'grace', 'admin');
    const [first, other] = await Promise.all([
      patch(second.id, { role: 'editor' }),
      call(t.app, 'PATCH', `/api/admin/users/${staff.ids.admin}`, second.headers, { role: 'editor' }),
    ]);
    // One wins. The other is refused either way: 409 when the two really overlapped (it would remove the last
    // admin), 403 when it ran after the first had committed (its sender is no longer an admin). Under load the
    // requests do not always overlap, so both are right; what must hold is that one admin remains.
    const statuses = [first.statusCode, other.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = await t.app.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
  });
});
