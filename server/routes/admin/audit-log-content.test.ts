import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminPageSchema } from '../../../contract/admin/admin-pages';
import { formatInZone } from '../../../contract/zoned-time';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, newPage, signInStaff, versionedCall } from './admin.test-support';
import { createAuditedPage, readAuditLog } from './audit-log.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const entries = (query = '') => readAuditLog(t.app, staff.admin, query);

describe('the audit log of content', () => {
  it('records creating, saving (which fields and blocks), restoring and deleting a page and a subpage', async () => {
    const id = await createAuditedPage(t.app, staff.editor);
    const { blocks } = AdminPageSchema.parse((await call(t.app, 'GET', `/api/admin/pages/${id}`, staff.editor)).json());
    const faq = { title: 'Questions', items: [{ question: 'How fast?', answer: 'Within the hour.' }] };
    const saved = await versionedCall(t.app, 'PUT', `/api/admin/pages/${id}`, staff.editor, {
      ...newPage,
      title: 'Incident Response',
      slug: 'incident-response-retainer',
      blocks: [...blocks, { type: 'faq', data: faq }],
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
        'page.save-draft',
        'Incident Response',
        'Changed: title, address (incident-response → incident-response-retainer), blocks faq',
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

  it('records a save that publishes as a publish, not as a draft save', async () => {
    const id = await createAuditedPage(t.app, staff.editor);
    const published = await versionedCall(t.app, 'PUT', `/api/admin/pages/${id}`, staff.editor, {
      ...newPage,
      status: 'published',
    });
    expect(published.statusCode, published.body).toBe(200);
    const log = await entries(`&item=page:${id}`);
    expect(log.map((entry) => entry.action)).toEqual(['page.publish', 'page.create']);
  });

  it('writes nothing for a refused save', async () => {
    const id = await createAuditedPage(t.app, staff.editor);
    const stale = await call(t.app, 'PUT', `/api/admin/pages/${id}`, { ...staff.editor, 'if-match': '"99"' }, newPage);
    expect(stale.statusCode).toBe(412);
    const invalid = await versionedCall(t.app, 'PUT', `/api/admin/pages/${id}`, staff.editor, { title: '' });
    expect(invalid.statusCode).toBe(400);
    expect((await entries(`&item=page:${id}`)).map((entry) => entry.action)).toEqual(['page.create']);
  });
});

describe('the audit log of publishing', () => {
  it('records publish, unpublish, scheduling and preview links of a page', async () => {
    const id = await createAuditedPage(t.app, staff.editor);
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
    // On the site's clock (UTC here), in the admin's one format.
    expect(log[3]?.summary).toBe(`To go live at ${formatInZone(later, 'UTC')}`);
    expect(JSON.stringify(log)).not.toContain(path.split('/').pop() ?? '');
  });
});
