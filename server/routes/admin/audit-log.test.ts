import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contract/admin/audit-log';
import { AuditLogPageSchema } from '../../../contract/admin/audit-log';
import { purgeExpiredAuditLog } from '../../retention/purge-expired-audit-log';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
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

describe('the audit log API', () => {
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
      'Time (UTC),Who,User id,What happened,Action,Action code,Item type,Item id,Item,What changed,IP,Signed in with',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `"Created the invitation '=HYPERLINK(""x"")'",Made an invitation,invitation.create,invitation`,
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    const [exported] = await entries('&action=audit-log.export');
    expect(exported).toMatchObject({ summary: '1 entry; filter: action=invitation.create' });
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
    expect(purge).toMatchObject({ actor: null, summary: 'Deleted 1 entry older than 365 days' });
    expect(await purgeExpiredAuditLog(t.app.repos, 365)).toBe(0);
  });
});
