import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, signInStaff, versionedCall } from './admin.test-support';
import { createAuditedPage, readAuditLog } from './audit-log.test-support';

// The clock scheduled publishing reads; the test moves it and restarts rather than waiting for the half-minute run.
let clock = new Date('2030-01-01T09:00:00.000Z');
let t: TestApp;
let staff: Staff;
const siteTimeZone = 'Europe/Berlin';
beforeEach(async () => {
  clock = new Date('2030-01-01T09:00:00.000Z');
  t = await createTestApp({ now: () => clock, siteTimeZone });
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

describe('the audit log of a scheduled publish', () => {
  it('names each page that went live, and who scheduled it for when on the site’s clock', async () => {
    const id = await createAuditedPage(t.app, staff.editor);
    const page = await call(t.app, 'GET', `/api/admin/pages/${id}`, staff.editor);
    const title = page.json<{ title: string }>().title;
    const scheduled = await versionedCall(t.app, 'PUT', `/api/admin/pages/${id}/schedule`, staff.editor, {
      publishAt: '2030-01-01T10:00:00.000Z',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    await t.app.close();

    // A server started after the time publishes at start.
    clock = new Date('2030-01-01T10:00:01.000Z');
    const later = await buildApp({
      db: t.app.db,
      dataDir: t.dataDir,
      authMode: 'token',
      logger: false,
      siteTimeZone,
      now: () => clock,
    });
    try {
      await later.ready();
      const [entry] = await readAuditLog(later, staff.admin, `&item=page:${id}&action=page.publish`);
      expect(entry).toMatchObject({
        actor: null,
        action: 'page.publish',
        item: { type: 'page', id: String(id), label: title },
        summary: 'Scheduled by eddie name for 1 Jan 2030, 11:00 (Europe/Berlin)',
      });
    } finally {
      await later.close();
    }
  });
});
