import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MediaList } from '../../../contract/admin/admin-media';
import { MediaListSchema } from '../../../contract/admin/admin-media';
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
afterEach(async () => {
  await t.close();
});

async function list(query: string): Promise<MediaList> {
  const response = await call(t.app, 'GET', `/api/admin/media?${query}`, staff.viewer);
  expect(response.statusCode, response.body).toBe(200);
  return MediaListSchema.parse(response.json());
}

describe('GET /api/admin/media?after= (seek paging)', () => {
  it('reads the same pages by cursor as by number, and says where the next one starts', async () => {
    const byNumber: number[][] = [];
    const byCursor: number[][] = [];
    let first = await list('pageSize=3');
    const pages = Math.ceil(first.total / 3);
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page += 1) {
      byNumber.push((await list(`pageSize=3&page=${page}`)).items.map((item) => item.id));
    }
    for (;;) {
      byCursor.push(first.items.map((item) => item.id));
      if (first.next === null || first.next === undefined) break;
      expect(first.next).toBe(first.items.at(-1)?.id);
      first = await list(`pageSize=3&after=${first.next}`);
      expect(first.total).toBe(byNumber.flat().length);
    }
    expect(byCursor).toEqual(byNumber);
  });

  it('refuses an after that is not an id, naming it', async () => {
    const response = await call(t.app, 'GET', '/api/admin/media?after=abc', staff.viewer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Invalid input: after', fields: { after: 'Must be a whole number' } });
  });
});
