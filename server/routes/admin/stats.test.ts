import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminStatsSchema } from '../../../contract/admin/admin-stats';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, newPage, signInStaff, versionedCall } from './admin.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const stats = async () => AdminStatsSchema.parse((await call(t.app, 'GET', '/api/admin/stats', staff.viewer)).json());

describe('GET /api/admin/stats', () => {
  it('counts the seeded pages and subpages by status', async () => {
    expect(await stats()).toMatchObject({
      pages: { draft: 1, published: 15 },
      subpages: { draft: 0, published: 9 },
      newSubmissions: { contact: 0, job: 0 },
    });
  });

  it('follows new content, new submissions and the latest changes', async () => {
    await call(t.app, 'POST', '/api/admin/pages', staff.editor, newPage);
    const contact = await t.app.repos.contactSubmissions.create({
      name: 'A',
      email: 'a@example.com',
      message: 'Hello there, team.',
    });
    await t.app.repos.contactSubmissions.create({ name: 'B', email: 'b@example.com', message: 'Hello there, team.' });
    await t.app.repos.jobApplications.create({ jobTitle: 'Analyst', name: 'C', email: 'c@example.com' });
    await call(t.app, 'PATCH', `/api/admin/contact-submissions/${contact}`, staff.editor, { status: 'read' });
    await versionedCall(t.app, 'PUT', '/api/admin/global-components/cta', staff.admin, {
      content: (await call(t.app, 'GET', '/api/admin/global-components/cta', staff.admin)).json<{ content: unknown }>()
        .content,
    });

    const figures = await stats();
    expect(figures.pages).toEqual({ draft: 2, published: 15 });
    expect(figures.newSubmissions).toEqual({ contact: 1, job: 1 });
    expect(figures.recentChanges.slice(0, 2)).toMatchObject([
      { entityType: 'global-component', entityId: 'cta', updatedBy: { id: staff.ids.admin } },
      { entityType: 'page', title: newPage.title, updatedBy: { id: staff.ids.editor, displayName: 'eddie name' } },
    ]);
    expect(figures.recentChanges).toHaveLength(10);
  });
});
