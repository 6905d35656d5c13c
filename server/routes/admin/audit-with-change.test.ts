import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { AuditAction } from '../../../contract/admin/audit-log';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, signInStaff } from './admin.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

// A table the insert cannot find stands for a connection lost, or an insert refused, between change and entry;
// renaming works the same on SQLite and PostgreSQL.
const breakAuditLog = () => sql`alter table audit_log rename to audit_log_away`.execute(t.app.db);
const mendAuditLog = () => sql`alter table audit_log_away rename to audit_log`.execute(t.app.db);

const editorRole = async () =>
  (await t.app.db.selectFrom('users').select('role').where('id', '=', staff.ids.editor).executeTakeFirstOrThrow()).role;
const editorSignedIn = async () => (await call(t.app, 'GET', '/api/user', staff.editor)).statusCode === 200;
const openResets = async () =>
  (await t.app.db.selectFrom('password_resets').select('id').where('used_at', 'is', null).execute()).length;
const editorPasswordIs = async (password: string) =>
  (await call(t.app, 'POST', '/api/login', {}, { username: 'eddie', password })).statusCode === 200;

interface Case {
  name: string;
  action: AuditAction;
  prepare?: () => Promise<unknown>;
  act: () => Promise<LightMyRequestResponse>;
  /** What the change leaves, read the same way before and after it. */
  state: () => Promise<unknown>;
}

const cases: Case[] = [
  {
    name: 'a role change',
    action: 'user.update',
    act: () => call(t.app, 'PATCH', `/api/admin/users/${staff.ids.editor}`, staff.admin, { role: 'viewer' }),
    state: editorRole,
  },
  {
    name: "ending someone's sessions",
    action: 'user.revoke-sessions',
    act: () => call(t.app, 'DELETE', `/api/admin/users/${staff.ids.editor}/sessions`, staff.admin),
    state: editorSignedIn,
  },
  {
    name: 'a reset link made',
    action: 'user.password-reset-link',
    act: () => call(t.app, 'POST', `/api/admin/users/${staff.ids.editor}/password-reset`, staff.admin),
    state: openResets,
  },
  {
    name: 'a reset link withdrawn',
    action: 'user.password-reset-link-withdraw',
    prepare: () => call(t.app, 'POST', `/api/admin/users/${staff.ids.editor}/password-reset`, staff.admin),
    act: () => call(t.app, 'DELETE', `/api/admin/users/${staff.ids.editor}/password-reset`, staff.admin),
    state: openResets,
  },
  {
    name: 'one’s own password change',
    action: 'account.password-change',
    act: () =>
      call(t.app, 'POST', '/api/password', staff.editor, {
        currentPassword: 'a-long-enough-password',
        newPassword: 'violet-harbour-lantern-1987',
      }),
    state: () => editorPasswordIs('a-long-enough-password'),
  },
];

it.each(cases)('$name is undone when its audit entry cannot be written, and lands with it otherwise', async (c) => {
  await c.prepare?.();
  const before = await c.state();
  await breakAuditLog();
  const failed = await c.act();
  await mendAuditLog();
  expect(failed.statusCode).toBe(500);
  expect(Object.keys(failed.json<object>())).toEqual(['error']);
  expect(failed.body).not.toMatch(/audit_log|\n\s+at /);
  expect(await c.state()).toEqual(before);

  const done = await c.act();
  expect(done.statusCode, done.body).toBeLessThan(300);
  expect(await c.state()).not.toEqual(before);
  const entries = await t.app.db.selectFrom('audit_log').select('action').where('action', '=', c.action).execute();
  expect(entries).toHaveLength(1);
});
