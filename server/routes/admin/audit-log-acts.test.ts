import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contract/admin/audit-log';
import { defaultCtaContent } from '../../../contract/global-components/default-cta-content';
import { samplePicture } from '../../media/media.test-support';
import type { TestApp } from '../../test/test-app';
import { createTestApp, multipart } from '../../test/test-app';
import type { AuthHeaders, Staff } from './admin.test-support';
import { call, registerAccount, signInStaff, versionedCall } from './admin.test-support';
import { readAuditLog } from './audit-log.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const entries = (query = '') => readAuditLog(t.app, staff.admin, query);

async function contactSubmission(): Promise<number> {
  return t.app.repos.contactSubmissions.create({ name: 'Ada', email: 'ada@example.com', message: 'Call me.' });
}

async function uploadPicture(headers: AuthHeaders): Promise<number> {
  const form = await multipart(
    { alt: 'Our team' },
    { field: 'file', name: 'team.png', type: 'image/png', bytes: await samplePicture(40, 30) },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/media',
    ...form,
    headers: { ...headers, ...form.headers },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

interface Case {
  name: string;
  act: () => Promise<unknown>;
  expected: Partial<AuditEntry> & { action: string };
}

/** Each act must add exactly one entry, with this action, actor and item. */
function cases(): Case[] {
  const editor = () => ({ id: staff.ids.editor, name: 'eddie name' });
  const admin = () => ({ id: staff.ids.admin, name: expect.any(String) as unknown as string });
  return [
    {
      name: 'adding a redirect',
      act: () => call(t.app, 'POST', '/api/admin/redirects', staff.editor, { source: '/old', target: '/services' }),
      expected: { action: 'redirect.create', actor: editor(), summary: '/old → /services', authStyle: 'cookie' },
    },
    {
      name: 'saving a draft of a global component',
      act: () =>
        versionedCall(t.app, 'PUT', '/api/admin/global-components/cta', staff.editor, {
          content: { ...defaultCtaContent, title: 'Talk to an expert today' },
        }),
      expected: {
        action: 'component.save-draft',
        item: { type: 'component', id: 'cta', label: 'Call to action' },
        summary: 'Changed: title',
      },
    },
    {
      name: 'changing a submission',
      act: async () =>
        call(t.app, 'PATCH', `/api/admin/contact-submissions/${await contactSubmission()}`, staff.editor, {
          status: 'read',
        }),
      expected: { action: 'submission.update', summary: 'status: read' },
    },
    {
      name: 'deleting a submission',
      act: async () =>
        call(t.app, 'DELETE', `/api/admin/contact-submissions/${await contactSubmission()}`, staff.editor),
      expected: { action: 'submission.delete' },
    },
    {
      name: 'changing submissions in bulk',
      act: async () =>
        call(t.app, 'POST', '/api/admin/contact-submissions/bulk', staff.editor, {
          ids: [await contactSubmission()],
          action: 'archived',
        }),
      expected: { action: 'submission.bulk' },
    },
    {
      name: 'exporting submissions',
      act: () => call(t.app, 'GET', '/api/admin/contact-submissions/export.csv?status=new', staff.editor),
      expected: { action: 'submission.export', summary: 'Filter: status=new' },
    },
    {
      name: 'erasing a person',
      act: () => call(t.app, 'POST', '/api/admin/submissions/erase', staff.admin, { email: 'ada@example.com' }),
      expected: { action: 'submission.erase-person', actor: admin(), authStyle: 'token' },
    },
    {
      name: 'uploading media',
      act: () => uploadPicture(staff.editor),
      expected: { action: 'media.upload' },
    },
    {
      name: 'changing an account’s role',
      act: () => call(t.app, 'PATCH', `/api/admin/users/${staff.ids.viewer}`, staff.admin, { role: 'editor' }),
      expected: {
        action: 'user.update',
        item: { type: 'user', id: String(staff.ids.viewer), label: 'vera name (vera)' },
        summary: 'role: editor',
      },
    },
    {
      name: 'signing a user out everywhere',
      act: () => call(t.app, 'DELETE', `/api/admin/users/${staff.ids.viewer}/sessions`, staff.admin),
      expected: { action: 'user.revoke-sessions', summary: '1 session ended' },
    },
    {
      name: 'making an invitation',
      act: () => call(t.app, 'POST', '/api/admin/invitations', staff.admin, { role: 'editor', note: 'Dana' }),
      expected: { action: 'invitation.create', item: { type: 'invitation', id: expect.any(String), label: 'Dana' } },
    },
    {
      name: 'signing out all other sessions',
      act: () => call(t.app, 'DELETE', '/api/sessions', staff.editor),
      expected: { action: 'session.revoke-others', actor: editor() },
    },
    {
      name: 'signing out',
      // The editor's: the viewer was signed out everywhere above.
      act: () => call(t.app, 'POST', '/api/logout', staff.editor),
      expected: { action: 'auth.sign-out', actor: editor() },
    },
  ];
}

describe('what the audit log records', () => {
  it('writes exactly one entry for each audited act, naming who, what, from where and how signed in', async () => {
    for (const { name, act, expected } of cases()) {
      const before = await entries(`&action=${expected.action}`);
      const response = (await act()) as { statusCode?: number } | number;
      if (typeof response === 'object') expect(response.statusCode, name).toBeLessThan(300);
      const after = await entries(`&action=${expected.action}`);
      expect(after.length - before.length, name).toBe(1);
      expect(after[0], name).toMatchObject({ ip: '127.0.0.1', ...expected });
    }
  });

  it('records a registration and an accepted invitation as the new person’s own act', async () => {
    const { id } = await registerAccount(t.app, 'newbie');
    const [entry] = await entries('&action=account.register');
    expect(entry).toMatchObject({
      actor: { id, name: 'newbie name' },
      item: { type: 'user', id: String(id), label: 'newbie' },
      summary: 'Waiting for approval',
      authStyle: 'cookie',
    });
  });

  it('keeps no secrets: a password change and an invitation leave no password or link in the log', async () => {
    const invitation = await call(t.app, 'POST', '/api/admin/invitations', staff.admin, { role: 'viewer' });
    const link = invitation.json<{ path: string }>().path;
    const secret = link.split('/').pop() ?? '';
    const changed = await call(t.app, 'POST', '/api/password', staff.editor, {
      currentPassword: 'a-long-enough-password',
      newPassword: 'violet-harbour-lantern-1987',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const rows = await t.app.db.selectFrom('audit_log').selectAll().execute();
    const text = JSON.stringify(rows);
    expect(rows.map((row) => row.action)).toEqual(
      expect.arrayContaining(['invitation.create', 'account.password-change']),
    );
    expect(secret.length).toBeGreaterThan(10);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('violet-harbour-lantern-1987');
    expect(text).not.toContain('a-long-enough-password');
  });
});
