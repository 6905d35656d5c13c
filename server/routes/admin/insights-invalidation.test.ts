import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PublicArticleListSchema } from '../../../contract/articles';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, signInStaff, versionedCall } from './admin.test-support';

/*
 * An article's or person's write drops what shows articles or people, not every public answer (issues 30, 33): the
 * micro-cache keeps answers for a minute here, so only a dropped answer shows a row changed behind its back.
 */
let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp({ publicCacheTtlMs: 60_000 });
  staff = await signInStaff(t.app);
}, 30_000);
afterEach(() => t.close());

const titleOf = async (url: string) => (await t.app.inject(url)).json<{ title: string }>().title;
const behindTheCaches = async (table: 'pages' | 'articles', slug: string, title: string) =>
  t.app.db.updateTable(table).set({ title }).where('slug', '=', slug).execute();

async function twoArticles() {
  const list = PublicArticleListSchema.parse((await t.app.inject('/api/public/articles?pageSize=2')).json()).items;
  const [saved, other] = list;
  if (!saved || !other) throw new Error('two published articles expected');
  return { saved, other };
}

async function saveArticle(id: number, changes: Record<string, unknown>) {
  const current = (await call(t.app, 'GET', `/api/admin/articles/${id}`, staff.editor)).json<Record<string, unknown>>();
  return versionedCall(t.app, 'PUT', `/api/admin/articles/${id}`, staff.editor, {
    ...current,
    status: 'published',
    ...changes,
  });
}

describe('an article’s save', () => {
  it('drops the article answers (related ones included) and keeps the pages’', async () => {
    const { saved, other } = await twoArticles();
    const otherUrl = `/api/public/articles/${other.slug}`;
    expect(await titleOf('/api/public/pages/services')).toBe('Services');
    const otherTitle = await titleOf(otherUrl);
    await behindTheCaches('pages', 'services', 'Services (changed behind the caches)');
    await behindTheCaches('articles', other.slug, 'Changed behind the caches');
    expect(await titleOf(otherUrl)).toBe(otherTitle);

    const response = await saveArticle(saved.id, { description: 'A corrected summary.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await titleOf(otherUrl)).toBe('Changed behind the caches');
    expect(await titleOf('/api/public/pages/services')).toBe('Services');
  });

  it('changes everything when it renames the article (a redirect and moved links)', async () => {
    const { saved } = await twoArticles();
    expect(await titleOf('/api/public/pages/services')).toBe('Services');
    await behindTheCaches('pages', 'services', 'Services (changed behind the caches)');
    const response = await saveArticle(saved.id, { slug: `${saved.slug}-renamed` });
    expect(response.statusCode, response.body).toBe(200);
    expect(await titleOf('/api/public/pages/services')).toBe('Services (changed behind the caches)');
  });
});

describe('a person’s save', () => {
  it('drops the people’s and articles’ answers, and keeps the pages’', async () => {
    const { other } = await twoArticles();
    const [author] = other.authors;
    if (!author) throw new Error('a seeded article without an author');
    const personUrl = `/api/public/people/${author.slug}`;
    const name = async () => (await t.app.inject(personUrl)).json<{ name: string }>().name;
    expect(await name()).toBe(author.name);
    expect(await titleOf('/api/public/pages/services')).toBe('Services');
    await t.app.db.updateTable('people').set({ role: 'Changed' }).where('id', '=', author.id).execute();
    await behindTheCaches('pages', 'services', 'Services (changed behind the caches)');

    const current = (await call(t.app, 'GET', `/api/admin/people/${author.id}`, staff.editor)).json<
      Record<string, unknown>
    >();
    const renamed = await versionedCall(t.app, 'PUT', `/api/admin/people/${author.id}`, staff.editor, {
      ...current,
      name: `${author.name} Jr`,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await name()).toBe(`${author.name} Jr`);
    expect(
      (await t.app.inject(`/api/public/articles/${other.slug}`)).json<{ authors: { name: string }[] }>().authors[0]
        ?.name,
    ).toBe(`${author.name} Jr`);
    expect(await titleOf('/api/public/pages/services')).toBe('Services');
  });
});
