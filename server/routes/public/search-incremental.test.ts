import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '../../../contract/search/search-result';
import { SearchResponseSchema } from '../../../contract/search/search-result';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from '../admin/admin.test-support';
import { call, pageIdBySlug, signInStaff, versionedCall } from '../admin/admin.test-support';
import { renamePage } from '../admin/redirects.test-support';
import { contentVersionTtlMs } from '../../search/search-service';

/*
 * Search after saves through the admin API (issue 33): each save is applied to the index as the change it was,
 * at once (the save expires this instance's content version), with no clock moved and no rebuild of the site.
 */
let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
}, 30_000);
afterEach(async () => {
  await t.close();
  vi.useRealTimers();
});

async function search(q: string): Promise<SearchResponse> {
  const response = await t.app.inject({ url: '/api/public/search', query: { q } });
  expect(response.statusCode).toBe(200);
  return SearchResponseSchema.parse(response.json());
}
const hits = async (q: string) => (await search(q)).results.map((result) => `${result.type} ${result.path}`);
/** Only the hits under one address: the seeded articles also mention tabletop exercises and responders. */
const hitsUnder = async (prefix: string, q: string) =>
  (await hits(q)).filter((hit) => hit.split(' ')[1]!.startsWith(prefix));

const retainer = {
  title: 'Breach Readiness Retainer',
  slug: 'incident-response',
  description: 'Round-the-clock help when it matters.',
  status: 'published',
  blocks: [{ type: 'intro', data: { title: 'When minutes matter', description: 'Our responders are on call.' } }],
};

describe('search after a save', () => {
  it('finds a page added and published, with its sections', async () => {
    expect(await hits('responders are on call')).toEqual([]);
    const created = await call(t.app, 'POST', '/api/admin/pages', staff.editor, retainer);
    expect(created.statusCode).toBe(201);
    expect(await hits('responders are on call')).toEqual(['content /incident-response']);
    expect(await hits('breach readiness retainer')).toEqual(['page /incident-response']);
  });

  it('moves a renamed page and its subpages to their new addresses, and drops the old ones', async () => {
    const pageId = await pageIdBySlug(t.app, 'digital-transformation');
    const subpage = await call(t.app, 'POST', `/api/admin/pages/${pageId}/subpages`, staff.editor, {
      title: 'Quantum Roadmap',
      slug: 'roadmap',
      description: 'Steps to a quantum-safe estate.',
      status: 'published',
      blocks: [],
    });
    expect(subpage.statusCode).toBe(201);
    expect(await hits('quantum roadmap')).toEqual(['subpage /digital-transformation/roadmap']);

    expect((await renamePage(t.app, staff.editor, 'digital-transformation', 'digital-change')).statusCode).toBe(200);
    expect(await hits('quantum roadmap')).toEqual(['subpage /digital-change/roadmap']);
    const page = (await search('digital')).results.filter((result) => result.type === 'page' && result.id === pageId);
    expect(page.map((result) => result.path)).toEqual(['/digital-change']);
    expect((await search('digital')).results.some((result) => result.path.startsWith('/digital-transformation'))).toBe(
      false,
    );
  });

  it('shows a published edit, and names a group by its top-level page title once that changes', async () => {
    const id = await pageIdBySlug(t.app, 'services');
    const page = (await call(t.app, 'GET', `/api/admin/pages/${id}`, staff.editor)).json<Record<string, unknown>>();
    const { title, description, slug, blocks } = page;
    const saved = await versionedCall(t.app, 'PUT', `/api/admin/pages/${id}`, staff.editor, {
      title: `${String(title)} and Solutions`,
      description,
      slug,
      blocks,
      status: 'draft',
    });
    expect(saved.statusCode).toBe(200);
    // A draft of a live page is not public: search still shows the published title.
    expect(await hits('services and solutions')).toEqual([]);
    expect((await versionedCall(t.app, 'POST', `/api/admin/pages/${id}/publish`, staff.editor)).statusCode).toBe(200);
    expect(await hits('services and solutions')).toEqual(['page /services']);
    const [fusion] = (await search('telemetry enrichment pipeline')).results;
    expect(fusion).toMatchObject({ path: '/services/ai-fusion-center', group: 'Services and Solutions' });
  });

  it('drops an unpublished page with its subpages, and brings them back when published again', async () => {
    const id = await pageIdBySlug(t.app, 'services');
    expect(await hits('telemetry enrichment pipeline')).toEqual(['content /services/ai-fusion-center']);
    expect((await versionedCall(t.app, 'POST', `/api/admin/pages/${id}/unpublish`, staff.editor)).statusCode).toBe(200);
    expect(await hits('telemetry enrichment pipeline')).toEqual([]);
    expect((await search('services')).results.filter((result) => result.path.startsWith('/services'))).toEqual([]);
    expect((await versionedCall(t.app, 'POST', `/api/admin/pages/${id}/publish`, staff.editor)).statusCode).toBe(200);
    expect(await hits('telemetry enrichment pipeline')).toEqual(['content /services/ai-fusion-center']);
  });

  it('forgets a deleted page and a deleted subpage', async () => {
    const created = await call(t.app, 'POST', '/api/admin/pages', staff.editor, retainer);
    const { id } = created.json<{ id: number }>();
    const sub = await call(t.app, 'POST', `/api/admin/pages/${id}/subpages`, staff.editor, {
      ...retainer,
      title: 'Tabletop Exercises',
      slug: 'tabletop',
    });
    expect(await hitsUnder('/incident-response', 'tabletop exercises')).toEqual([
      'subpage /incident-response/tabletop',
    ]);
    const subId = sub.json<{ id: number }>().id;
    expect((await versionedCall(t.app, 'DELETE', `/api/admin/subpages/${subId}`, staff.editor)).statusCode).toBe(204);
    expect(await hitsUnder('/incident-response', 'tabletop exercises')).toEqual([]);
    expect(await hits('responders are on call')).toEqual(['content /incident-response']);
    expect((await versionedCall(t.app, 'DELETE', `/api/admin/pages/${id}`, staff.editor)).statusCode).toBe(204);
    expect(await hits('responders are on call')).toEqual([]);
    expect(await hits('breach readiness retainer')).toEqual([]);
  });

  it('applies only what the change log names: the site is not read again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await hits('when minutes matter')).toEqual([]);
    const description = 'Advisory for when minutes matter.';
    // Two edits that bypass the API; the first one's log entry is then removed, as if it never happened.
    await t.app.db.updateTable('pages').set({ description }).where('slug', '=', 'home').execute();
    const logged = await t.app.db.selectFrom('search_changes').select('id').orderBy('id', 'desc').executeTakeFirst();
    await t.app.db.updateTable('pages').set({ description }).where('slug', '=', 'services').execute();
    await t.app.db.deleteFrom('search_changes').where('id', '=', logged!.id).execute();
    vi.setSystemTime(Date.now() + contentVersionTtlMs);
    // A rebuild from every page would find the home page too.
    expect(await hits('when minutes matter')).toEqual(['page /services']);
  });
});
