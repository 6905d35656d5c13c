import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminMessages } from '../../../contract/admin/admin-messages';
import type { Redirect } from '../../../contract/admin/admin-redirects';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, signInStaff } from './admin.test-support';
import { redirectPairs, renamePage } from './redirects.test-support';

let t: TestApp;
let staff: Staff;
afterEach(() => t.close());

const add = (source: unknown, target: unknown) =>
  call(t.app, 'POST', '/api/admin/redirects', staff.editor, { source, target });

describe('the redirects API', () => {
  beforeEach(async () => {
    t = await createTestApp();
    staff = await signInStaff(t.app);
  });

  it('adds a redirect, lists it with who made it and its hits, and deletes it', async () => {
    const created = await add('/old-offer', '/services');
    expect(created.statusCode).toBe(201);
    const redirect = created.json<Redirect>();
    expect(redirect).toMatchObject({ source: '/old-offer', target: '/services', hits: 0 });
    expect(redirect.createdBy?.id).toBe(staff.ids.editor);
    expect(await redirectPairs(t.app, staff.viewer)).toEqual(['/old-offer → /services']);

    const removed = await call(t.app, 'DELETE', `/api/admin/redirects/${redirect.id}`, staff.editor);
    expect(removed.statusCode).toBe(204);
    expect(await redirectPairs(t.app, staff.viewer)).toEqual([]);
    const again = await call(t.app, 'DELETE', `/api/admin/redirects/${redirect.id}`, staff.editor);
    expect(again.json()).toEqual({ error: adminMessages.redirectNotFound });
  });

  it('answers 400 naming each bad field', async () => {
    const response = await add('no-slash', 5);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Invalid input: source, target',
      fields: { source: 'Use a path on this site, such as /old-page', target: 'Must be text' },
    });
    const staffArea = await add('/admin/pages', '/services');
    expect(staffArea.json<{ fields: unknown }>().fields).toEqual({ source: 'This address cannot be redirected' });
  });

  it('keeps a manual redirect one hop and refuses loops', async () => {
    await add('/a', '/b');
    expect((await add('/b', '/services')).statusCode).toBe(201);
    expect(await redirectPairs(t.app, staff.viewer)).toEqual(['/a → /services', '/b → /services']);
    expect((await add('/c', '/a')).json<Redirect>().target).toBe('/services');

    const loop = await add('/services-old', '/services-old');
    expect(loop.statusCode).toBe(400);
    expect(loop.json()).toEqual({ error: adminMessages.redirectLoop, fields: { target: adminMessages.redirectLoop } });
    await add('/x', '/y');
    expect((await add('/y', '/x')).statusCode).toBe(400);
  });

  it('refuses a source that shows a page or is already redirected', async () => {
    const page = await add('/digital-transformation', '/services');
    expect(page.statusCode).toBe(409);
    expect(page.json<{ error: string }>().error).toBe(adminMessages.redirectSourceIsPage('/digital-transformation'));
    await add('/gone', '/services');
    expect((await add('/gone', '/contact')).json<{ error: string }>().error).toBe(
      adminMessages.redirectExists('/gone'),
    );
  });

  it('lets viewers read the list but not change it', async () => {
    expect((await call(t.app, 'GET', '/api/admin/redirects', staff.viewer)).statusCode).toBe(200);
    const refused = await call(t.app, 'POST', '/api/admin/redirects', staff.viewer, { source: '/a', target: '/b' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: adminMessages.readOnlyRole('viewer') });
  });
});

describe('an old address on the web', () => {
  function fakeBuild(): string {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body></body></html>',
    );
    return webRoot;
  }

  it('answers 301 to the new address, keeping the query string, and counts the visit', async () => {
    t = await createTestApp({ webRoot: fakeBuild() });
    staff = await signInStaff(t.app);
    // Rendered and stored before the rename: the rename's save must clear it, or the old page would stay.
    expect((await t.app.inject('/digital-transformation')).statusCode).toBe(200);
    await renamePage(t.app, staff.editor, 'digital-transformation', 'digital-change');

    const moved = await t.app.inject('/digital-transformation?utm_source=mail');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/digital-change?utm_source=mail');
    expect((await t.app.inject('/digital-change')).statusCode).toBe(200);
    const [redirect] = (await call(t.app, 'GET', '/api/admin/redirects', staff.viewer)).json<{ items: Redirect[] }>()
      .items;
    expect(redirect?.hits).toBe(1);
  });
});
