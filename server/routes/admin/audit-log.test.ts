import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contract/admin/audit-log';
import { AuditLogPageSchema } from '../../../contract/admin/audit-log';
import { defaultCtaContent } from '../../../contract/global-components/default-cta-content';
import { samplePicture } from '../../media/media.test-support';
import { purgeExpiredAuditLog } from '../../retention/purge-expired-audit-log';
import { codeFor, enrol } from '../account/two-factor.test-support';
import type { TestApp } from '../../test/test-app';
import { createTestApp, multipart } from '../../test/test-app';
import type { AuthHeaders, Staff } from './admin.test-support';
import { call, newPage, registerAccount, signInStaff, versionedCall } from './admin.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

async function entries(query = ''): Promise<AuditEntry[]> {
  const response = await call(t.app, 'GET', `/api/admin/audit-log?pageSize=100${query}`, staff.admin);
  expect(response.statusCode, response.body).toBe(200);
  return AuditLogPageSchema.parse(response.json()).items;
}

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
      name: 'saving a global component',
      act: () =>
        versionedCall(t.app, 'PUT', '/api/admin/global-components/cta', staff.editor, {
          content: { ...defaultCtaContent, title: 'Talk to an expert today' },
        }),
      expected: {
        action: 'component.update',
        item: { type: 'component', id: 'cta', label: 'cta' },
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

async function createPage(): Promise<number> {
  const response = await call(t.app, 'POST', '/api/admin/pages', staff.editor, newPage);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

describe('the audit log of content', () => {
  it('records creating, saving (which fields and sections), restoring and deleting a page and a subpage', async () => {
    const id = await createPage();
    const saved = await versionedCall(t.app, 'PUT', `/api/admin/pages/${id}`, staff.editor, {
      ...newPage,
      title: 'Incident Response',
      slug: 'incident-response-retainer',
      content: {
        ...newPage.content,
        faq: { title: 'Questions', items: [{ question: 'How fast?', answer: 'Within the hour.' }] },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const subpage = await call(t.app, 'POST', `/api/admin/pages/${id}/subpages`, staff.editor, {
      ...newPage,
      title: 'Playbooks',
      slug: 'playbooks',
    });
    expect(subpage.statusCode, subpage.body).toBe(201);
    const subpageId = subpage.json<{ id: number }>().id;
    const revisions = await call(t.app, 'GET', `/api/admin/pages/${id}/revisions`, staff.editor);
    const revisionId = revisions.json<{ items: { id: number }[] }>().items[0]?.id;
    const restored = await versionedCall(
      t.app,
      'POST',
      `/api/admin/pages/${id}/revisions/${revisionId}/restore`,
      staff.editor,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await versionedCall(t.app, 'DELETE', `/api/admin/subpages/${subpageId}`, staff.editor)).statusCode).toBe(
      204,
    );
    expect((await versionedCall(t.app, 'DELETE', `/api/admin/pages/${id}`, staff.editor)).statusCode).toBe(204);

    const log = (await entries(`&item=page:${id}`)).reverse();
    expect(log.map((entry) => [entry.action, entry.item?.label, entry.summary])).toEqual([
      ['page.create', 'Incident Response Retainer', '/incident-response, draft'],
      [
        'page.update',
        'Incident Response',
        'Changed: title, address (incident-response → incident-response-retainer), sections faq',
      ],
      ['page.restore', 'Incident Response Retainer', `Restored revision ${revisionId}`],
      ['page.delete', 'Incident Response Retainer', '/incident-response'],
    ]);
    const subpageLog = (await entries(`&item=subpage:${subpageId}`)).reverse();
    expect(subpageLog.map((entry) => [entry.action, entry.summary])).toEqual([
      ['subpage.create', '/incident-response-retainer/playbooks, draft'],
      ['subpage.delete', '/incident-response/playbooks'],
    ]);
    expect(log.every((entry) => entry.actor?.id === staff.ids.editor)).toBe(true);
  });

  it('writes nothing for a refused save', async () => {
    const id = await createPage();
    const stale = await call(t.app, 'PUT', `/api/admin/pages/${id}`, { ...staff.editor, 'if-match': '"99"' }, newPage);
    expect(stale.statusCode).toBe(412);
    const invalid = await versionedCall(t.app, 'PUT', `/api/admin/pages/${id}`, staff.editor, { title: '' });
    expect(invalid.statusCode).toBe(400);
    expect((await entries(`&item=page:${id}`)).map((entry) => entry.action)).toEqual(['page.create']);
  });
});

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

describe('the audit log of publishing', () => {
  it('records publish, unpublish, scheduling and preview links of a page', async () => {
    const id = await createPage();
    const page = `/api/admin/pages/${id}`;
    expect((await versionedCall(t.app, 'POST', `${page}/publish`, staff.editor)).statusCode).toBe(200);
    expect((await versionedCall(t.app, 'POST', `${page}/unpublish`, staff.editor)).statusCode).toBe(200);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await versionedCall(t.app, 'PUT', `${page}/schedule`, staff.editor, { publishAt: later });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const link = await versionedCall(t.app, 'POST', `${page}/preview-links`, staff.editor, { days: 3 });
    const { id: linkId, path } = link.json<{ id: number; path: string }>();
    expect((await versionedCall(t.app, 'DELETE', `${page}/preview-links/${linkId}`, staff.editor)).statusCode).toBe(
      204,
    );
    const log = (await entries(`&item=page:${id}`)).reverse();
    expect(log.map((entry) => entry.action)).toEqual([
      'page.create',
      'page.publish',
      'page.unpublish',
      'page.schedule',
      'preview-link.create',
      'preview-link.revoke',
    ]);
    expect(log[3]?.summary).toBe(`To go live at ${later}`);
    expect(JSON.stringify(log)).not.toContain(path.split('/').pop() ?? '');
  });
});

describe('the audit log', () => {
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

  it('filters by actor, action, item and date range, and pages', async () => {
    await call(t.app, 'POST', '/api/admin/redirects', staff.editor, { source: '/one', target: '/services' });
    await call(t.app, 'POST', '/api/admin/redirects', staff.editor, { source: '/two', target: '/services' });
    const mine = await entries(`&actor=${staff.ids.editor}&action=redirect.create`);
    expect(mine.map((entry) => entry.item?.label)).toEqual(['/two', '/one']);
    expect(await entries(`&actor=${staff.ids.viewer}&action=redirect.create`)).toEqual([]);

    const byWords = await entries('&item=%2Fone');
    expect(byWords.map((entry) => entry.item?.label)).toEqual(['/one']);
    const id = mine[1]?.item?.id ?? '';
    expect((await entries(`&item=redirect:${id}`)).map((entry) => entry.summary)).toEqual(['/one → /services']);

    const today = new Date().toISOString().slice(0, 10);
    expect((await entries(`&action=redirect.create&from=${today}&to=${today}`)).length).toBe(2);
    expect(await entries('&action=redirect.create&to=2000-01-01')).toEqual([]);

    const page = await call(t.app, 'GET', '/api/admin/audit-log?action=redirect.create&pageSize=1&page=2', staff.admin);
    expect(AuditLogPageSchema.parse(page.json())).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.json<{ items: AuditEntry[] }>().items[0]?.item?.label).toBe('/one');
  });

  it('answers 400 naming each bad filter', async () => {
    const bad = await call(
      t.app,
      'GET',
      '/api/admin/audit-log?actor=abc&action=page.explode&from=yesterday&page=0',
      staff.admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: object }>().fields).sort()).toEqual(['action', 'actor', 'from', 'page']);
    const reversed = await call(t.app, 'GET', '/api/admin/audit-log?from=2026-02-01&to=2026-01-01', staff.admin);
    expect(reversed.json()).toMatchObject({ fields: { to: 'Must not be before the start date' } });
    const long = await call(t.app, 'GET', `/api/admin/audit-log?item=${'x'.repeat(201)}`, staff.admin);
    expect(long.json()).toMatchObject({ fields: { item: 'At most 200 characters' } });
  });

  it('is for admins only', async () => {
    for (const headers of [staff.editor, staff.viewer]) {
      expect((await call(t.app, 'GET', '/api/admin/audit-log', headers)).statusCode).toBe(403);
      expect((await call(t.app, 'GET', '/api/admin/audit-log/export.csv', headers)).statusCode).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/admin/audit-log')).statusCode).toBe(401);
  });

  it('exports the filter as CSV, neutralising formulas, and records the export', async () => {
    await call(t.app, 'POST', '/api/admin/redirects', staff.editor, { source: '/old', target: '/services' });
    await call(t.app, 'POST', '/api/admin/invitations', staff.admin, { role: 'viewer', note: '=HYPERLINK("x")' });
    const csv = await call(t.app, 'GET', '/api/admin/audit-log/export.csv?action=invitation.create', staff.admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Time (UTC),Who,User id,Action,Action code,Item type,Item id,Item,What changed,IP,Signed in with',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Made an invitation,invitation.create,invitation`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    const [exported] = await entries('&action=audit-log.export');
    expect(exported).toMatchObject({ summary: '1 entries; filter: action=invitation.create' });
  });

  it('cannot be changed or deleted through any route, nor updated in the database', async () => {
    const auditRoutes = t.app.adminRoutes.filter((route) => route.url.includes('audit-log'));
    expect(auditRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/admin/audit-log',
      'GET /api/admin/audit-log/export.csv',
    ]);
    await call(t.app, 'POST', '/api/admin/redirects', staff.editor, { source: '/old', target: '/services' });
    const [entry] = await entries('&action=redirect.create');
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const response = await call(t.app, method, `/api/admin/audit-log/${entry?.id}`, staff.admin, {});
      expect([404, 405], method).toContain(response.statusCode);
    }
    await expect(
      t.app.db
        .updateTable('audit_log')
        .set({ summary: 'nothing happened' })
        .where('id', '=', entry?.id ?? 0)
        .execute(),
    ).rejects.toThrow(/append-only/);
    expect((await entries('&action=redirect.create'))[0]?.summary).toBe('/old → /services');
  });

  it('keeps entries for the configured days, and the purge says what it removed', async () => {
    await call(t.app, 'POST', '/api/admin/redirects', staff.editor, { source: '/old', target: '/services' });
    const longAgo = new Date(Date.now() - 400 * 24 * 60 * 60_000);
    await t.app.repos.auditLog.append(
      { action: 'redirect.delete', actor: null, summary: 'ancient', ip: null, authStyle: null },
      longAgo,
    );
    expect(await purgeExpiredAuditLog(t.app.repos, 365)).toBe(1);
    expect(await entries('&action=redirect.delete')).toEqual([]);
    expect((await entries('&action=redirect.create')).length).toBe(1);
    const [purge] = await entries('&action=audit-log.purge');
    expect(purge).toMatchObject({ actor: null, summary: 'Deleted 1 entries older than 365 days' });
    expect(await purgeExpiredAuditLog(t.app.repos, 365)).toBe(0);
  });
});
