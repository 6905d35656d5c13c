import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PresenceSchema } from '../../../contract/admin/presence';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, pageIdBySlug, signInStaff } from './admin.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const others = async (url: string, headers: Record<string, string>) =>
  PresenceSchema.parse((await call(t.app, 'POST', url, headers)).json()).others.map((person) => person.id);

describe('POST /api/admin/{collection}/{id}/presence', () => {
  it('answers who else has the same page or component open', async () => {
    const url = `/api/admin/pages/${await pageIdBySlug(t.app, 'services')}/presence`;
    expect(await others(url, staff.editor)).toEqual([]);
    expect(await others(url, staff.viewer)).toEqual([staff.ids.editor]);
    expect((await others(url, staff.editor)).sort()).toEqual([staff.ids.viewer]);
    expect(await others('/api/admin/global-components/footer/presence', staff.admin)).toEqual([]);
  });

  it('answers 404 for an item that does not exist', async () => {
    expect((await call(t.app, 'POST', '/api/admin/pages/9999/presence', staff.editor)).statusCode).toBe(404);
    expect((await call(t.app, 'POST', '/api/admin/subpages/9999/presence', staff.editor)).statusCode).toBe(404);
  });
});
