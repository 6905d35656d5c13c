import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LinkTargetList } from '../../../contract/admin/link-targets';
import { linkTargetCandidates } from '../../repositories/link-target-candidates';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, pageIdBySlug, signInStaff, versionedCall } from './admin.test-support';

/*
 * The link tool's SQL narrows by each page's and subpage's `link_words` (its blocks' headings, kept by every save),
 * not by its whole content (issue 33): a heading a save adds is found at once, one it removes no longer is, and
 * words only in a block's body were never matched by the ranking, so the SQL leaves those rows out too.
 */
let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterEach(() => t.close());

const paths = async (q: string) => {
  const response = await call(t.app, 'GET', `/api/admin/link-targets?q=${encodeURIComponent(q)}`, staff.editor);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LinkTargetList>().items.map((target) => target.path);
};

const intro = (title: string, description = 'Details.') => ({
  id: 'words',
  type: 'intro',
  data: { title, description },
});

/** How many rows the candidates' queries answer for these words, before the ranking keeps any. */
async function rowsRead(q: string): Promise<number> {
  let rows = 0;
  const counting: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: (args) => {
      rows += args.result.rows.length;
      return Promise.resolve(args.result);
    },
  };
  await linkTargetCandidates(t.app.db.withPlugin(counting), { q });
  return rows;
}

/** Saves a page or subpage (published) with these blocks, everything else as it is. */
async function save(url: string, blocks: unknown[]): Promise<void> {
  const current = (await call(t.app, 'GET', url, staff.editor)).json<Record<string, unknown>>();
  const { title, slug, description } = current;
  const payload = { title, slug, description, status: 'published', blocks };
  const saved = await versionedCall(t.app, 'PUT', url, staff.editor, payload);
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('the link tool’s words, as saves leave them', () => {
  it('finds a heading a save adds, on a page and a subpage, and no longer once the next save removes it', async () => {
    const pageUrl = `/api/admin/pages/${await pageIdBySlug(t.app, 'contact')}`;
    const { id: subpageId } = await t.app.db
      .selectFrom('subpages')
      .select('id')
      .where('slug', '=', 'cloud-security')
      .executeTakeFirstOrThrow();
    const subpageUrl = `/api/admin/subpages/${subpageId}`;
    expect(await paths('quokka')).toEqual([]);

    await save(pageUrl, [intro('Quokka hours')]);
    await save(subpageUrl, [intro('Quokka drills')]);
    expect(await paths('quokka')).toEqual(['/contact', '/services/cloud-security']);
    expect(await paths('QUOKKA drills')).toEqual(['/services/cloud-security']);

    await save(pageUrl, [intro('Opening hours')]);
    await save(subpageUrl, []);
    expect(await paths('quokka')).toEqual([]);
  });

  it('reads no row for a word only in a block’s body, which the ranking never matched', async () => {
    await save(`/api/admin/pages/${await pageIdBySlug(t.app, 'contact')}`, [
      intro('Opening hours', 'Ask for the wombatry desk.'),
    ]);
    expect(await paths('wombatry')).toEqual([]);
    // Not only left out by the ranking: the SQL read no row for it (it read the page when it searched content).
    expect(await rowsRead('wombatry')).toBe(0);
    expect(await rowsRead('opening')).toBeGreaterThan(0);
  });
});
