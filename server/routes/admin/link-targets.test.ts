import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LinkTargetList } from '../../../contract/admin/link-targets';
import { maxLinkTargets } from '../../../contract/admin/link-targets';
import { findLinkTargets } from '../../link-targets/find-link-targets';
import { readPublishedContent } from '../../search/published-content';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { AuthHeaders, Staff } from './admin.test-support';
import { call, signInStaff } from './admin.test-support';

let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const url = (query: string) => `/api/admin/link-targets${query}`;

async function targets(query: string, auth: AuthHeaders = staff.editor): Promise<LinkTargetList['items']> {
  const response = await call(t.app, 'GET', url(query), auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LinkTargetList>().items;
}

describe('GET /api/admin/link-targets', () => {
  it('finds published pages and subpages by part of their title, titles that start with it first', async () => {
    const found = await targets('?q=CLOUD');
    expect(found.map((target) => [target.title, target.path, target.parentTitle])).toEqual([
      ['Cloud Under Control', '/solutions/cloud-under-control', 'Solutions'],
      ['Cloud Security Services', '/services/cloud-security', 'Services'],
    ]);
    const security = await targets('?q=SECURI');
    expect(security.slice(0, 3).map((target) => target.title)).toEqual([
      'Securing AI Systems Services',
      'Zero Trust Security Services',
      'Cloud Security Services',
    ]);
    // Each block a link may point into, with the anchor the public page gives it; the banner is the page's top.
    expect(found[1]?.anchors).toEqual([
      { anchor: 'intro', label: 'Engineers who build, not only review', type: 'Introduction' },
      { anchor: 'services', label: 'Service details', type: 'Service details' },
      { anchor: 'faq', label: 'Cloud security services: questions', type: 'Frequently asked questions' },
      { anchor: 'cta-section', label: 'Strengthen your cloud foundations', type: 'Call to action' },
    ]);
  });

  it("finds a page by a block's heading or by its address, and never a draft", async () => {
    expect((await targets('?q=cloud%20under%20control%3A%20what')).map((target) => target.path)).toEqual([
      '/solutions/cloud-under-control',
    ]);
    expect((await targets('?q=company/car')).map((target) => target.path)).toEqual(['/company/careers']);
    // "Learning" is seeded as a draft: a link to it would lead visitors nowhere.
    expect(await targets('?q=learning')).toEqual([]);
    await t.app.db.updateTable('pages').set({ status: 'draft' }).where('slug', '=', 'services').execute();
    expect((await targets('?q=cloud')).map((target) => target.path)).toEqual(['/solutions/cloud-under-control']);
  });

  it('looks up the page an address points to, whatever block or query it names', async () => {
    expect((await targets('?path=%2Fservices%2Fcloud-security%23faq')).map((target) => target.title)).toEqual([
      'Cloud Security Services',
    ]);
    expect((await targets('?path=%2F')).map((target) => [target.title, target.kind])).toEqual([['Home', 'page']]);
    expect(await targets('?path=%2Fnowhere')).toEqual([]);
  });

  it('lists the first published ones when nothing is typed, never more than a bounded number', async () => {
    const all = await targets('?q=');
    expect(all).toHaveLength(maxLinkTargets);
    expect(all[0]).toMatchObject({ kind: 'page', title: 'Home', path: '/' });
    expect(all.some((target) => target.path === '/learning')).toBe(false);
  });

  it('answers anyone who may read pages, a viewer too, and nobody signed out', async () => {
    expect((await targets('?q=contact', staff.viewer)).map((target) => target.path)).toEqual(['/contact']);
    expect((await call(t.app, 'GET', url('?q=contact'))).statusCode).toBe(401);
  });

  it('answers 400 naming the field for a query too long or an address not on this site', async () => {
    const long = await call(t.app, 'GET', url(`?q=${'a'.repeat(101)}`), staff.editor);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: 'Invalid input: q', fields: { q: 'At most 100 characters' } });
    const elsewhere = await call(t.app, 'GET', url('?path=%2F%2Fevil.example'), staff.editor);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({
      error: 'Invalid input: path',
      fields: { path: 'Use a path on this site, such as /services' },
    });
  });

  it('is rate limited per user', async () => {
    await t.close();
    t = await createTestApp({ rateLimits: { linkTargets: { max: 2, timeWindow: 60_000 } } });
    staff = await signInStaff(t.app);
    const codes = [];
    for (let index = 0; index < 3; index += 1) codes.push((await call(t.app, 'GET', url(''), staff.editor)).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    // Another person at the same address still has their own budget.
    expect((await call(t.app, 'GET', url(''), staff.viewer)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/link-targets reads only what it may answer', () => {
  it('answers what ranking the whole site answered, for words, addresses and nothing typed', async () => {
    const site = await readPublishedContent(t.app.db);
    const queries = [
      '',
      'a',
      'e s',
      'cloud',
      'CLOUD sec',
      'security services',
      'questions',
      'frequently asked',
      'company/car',
      '/services',
      'introduction',
      'call to',
      'zürich',
      '"quoted"',
      '100%',
    ];
    for (const q of queries) {
      const expected = findLinkTargets(site, { q });
      expect([q, await targets(`?q=${encodeURIComponent(q)}`)]).toEqual([q, expected]);
    }
    for (const path of [
      '/',
      '/services',
      '/services/cloud-security#faq',
      '/company/careers?x=1',
      '/a/b/c',
      '/nowhere',
    ]) {
      const expected = findLinkTargets(site, { path });
      expect([path, await targets(`?path=${encodeURIComponent(path)}`)]).toEqual([path, expected]);
    }
  });
});
