import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from '../admin/admin.test-support';
import { pageIdBySlug, signInStaff, versionedCall } from '../admin/admin.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  // No micro-cache: what is seen here is the kept list itself.
  t = await createTestApp({ publicCacheTtlMs: 0 });
  staff = await signInStaff(t.app);
}, 30_000);
afterEach(() => t.close());

const titles = async (url: string) => (await t.app.inject(url)).json<{ title: string }[]>().map((page) => page.title);

describe('the public lists', () => {
  it('answer the whole list, or one page of it with the whole count', async () => {
    const all = await titles('/api/public/pages');
    expect(all.length).toBeGreaterThan(3);
    const second = await t.app.inject('/api/public/pages?page=2&pageSize=2');
    expect(second.json<{ title: string }[]>().map((page) => page.title)).toEqual(all.slice(2, 4));
    expect(second.headers['x-total-count']).toBe(String(all.length));
    expect((await t.app.inject('/api/public/subpages/all?pageSize=1')).json()).toHaveLength(1);
    expect((await t.app.inject('/api/public/pages?pageSize=0')).statusCode).toBe(400);
  });

  it('are kept until a page changes', async () => {
    const before = await titles('/api/public/pages');
    await t.app.db
      .updateTable('pages')
      .set({ title: 'Changed behind the list' })
      .where('slug', '=', 'solutions')
      .execute();
    expect(await titles('/api/public/pages')).toEqual(before);
    const id = await pageIdBySlug(t.app, 'services');
    expect((await versionedCall(t.app, 'POST', `/api/admin/pages/${id}/unpublish`, staff.editor)).statusCode).toBe(200);
    const after = await titles('/api/public/pages');
    expect(after).toContain('Changed behind the list');
    expect(after).toHaveLength(before.length - 1);
  });
});
