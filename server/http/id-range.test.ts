import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maxId } from '../../contract/admin/admin-fields';
import type { Staff } from '../routes/admin/admin.test-support';
import { call, signInStaff } from '../routes/admin/admin.test-support';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';

/**
 * Ids are PostgreSQL `integer`s: one past the largest used to reach the query and fail there (500 on PostgreSQL,
 * found by the robustness fuzz), and answered 404 on SQLite. Now every engine refuses it as input first.
 */
let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const tooLarge = String(maxId + 1);

describe('an id past the largest a row can have', () => {
  it.each([
    ['GET', `/api/admin/pages/${tooLarge}`, 'id'],
    ['DELETE', `/api/admin/contact-submissions/${tooLarge}`, 'id'],
    ['GET', `/api/admin/pages/${tooLarge}/subpages`, 'pageId'],
    ['POST', `/api/admin/pages/1/revisions/${tooLarge}/restore`, 'revisionId'],
    ['DELETE', `/api/sessions/999999999999999`, 'id'],
    // Content writes look their item's address up before the handler (which caches to drop): that lookup too.
    ['PUT', `/api/admin/pages/${tooLarge}`, 'id'],
    ['DELETE', `/api/admin/subpages/${tooLarge}`, 'id'],
    ['POST', `/api/admin/pages/${tooLarge}/publish`, 'id'],
    ['PUT', `/api/admin/subpages/${tooLarge}/schedule`, 'id'],
    ['POST', `/api/admin/subpages/999999999999999/revisions/1/restore`, 'id'],
    ['PUT', `/api/admin/articles/${tooLarge}`, 'id'],
    ['DELETE', `/api/admin/people/${tooLarge}`, 'id'],
  ] as const)('%s %s is a 400 naming %s', async (method, url, field) => {
    const response = await call(t.app, method, url, staff.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(
      `Must be a whole number from 1 to ${maxId}`,
    );
  });

  it('is refused in a body and a query too', async () => {
    const bulk = await call(t.app, 'POST', '/api/admin/contact-submissions/bulk', staff.admin, {
      ids: [Number(tooLarge)],
      action: 'read',
    });
    expect(bulk.statusCode).toBe(400);
    const audit = await call(t.app, 'GET', `/api/admin/audit-log?actor=${tooLarge}`, staff.admin);
    expect(audit.statusCode).toBe(400);
  });

  it('is a picture that does not exist', async () => {
    const response = await t.app.inject({ url: `/media/${tooLarge}/0123456789abcdef/photo.png` });
    expect(response.statusCode).toBe(404);
  });

  it('leaves the largest id an ordinary one: 404 when no row has it', async () => {
    expect((await call(t.app, 'GET', `/api/admin/pages/${maxId}`, staff.admin)).statusCode).toBe(404);
  });
});
