import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminArticleSchema } from '../../../contract/admin/admin-articles';
import { AdminPersonSchema } from '../../../contract/admin/admin-people';
import type { SearchResponse } from '../../../contract/search/search-result';
import { SearchResponseSchema } from '../../../contract/search/search-result';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from '../admin/admin.test-support';
import { call, signInStaff, versionedCall } from '../admin/admin.test-support';

/*
 * Site search covers insights (issue 30): published articles (title, summary, body, topics, authors' names) and
 * their authors, kept current from the change log as pages are (migration 0026), with no clock moved.
 */
let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
}, 30_000);
afterEach(() => t.close());

async function search(q: string): Promise<SearchResponse> {
  const response = await t.app.inject({ url: '/api/public/search', query: { q } });
  expect(response.statusCode).toBe(200);
  return SearchResponseSchema.parse(response.json());
}
const hits = async (q: string) => (await search(q)).results.map((result) => `${result.type} ${result.path}`);

const bodyPhrase = 'replay the signed assertion against the staging tenant';

async function createAuthor(name: string) {
  const response = await call(t.app, 'POST', '/api/admin/people', staff.editor, {
    slug: 'ingeborg-thistlewood',
    name,
    role: 'Principal identity consultant',
    bio: 'Leads **federation** reviews.',
    credentials: ['OSCP'],
    links: [],
  });
  expect(response.statusCode, response.body).toBe(201);
  return AdminPersonSchema.parse(response.json());
}

async function createArticle(authorId: number) {
  const response = await call(t.app, 'POST', '/api/admin/articles', staff.editor, {
    title: 'SAML signature wrapping in legacy gateways',
    slug: 'saml-signature-wrapping',
    description: 'Which gateways still accept a wrapped assertion, and how to check yours.',
    kind: 'advisory',
    topics: ['Identity'],
    authorIds: [authorId],
    blocks: [{ type: 'intro', data: { title: 'How to test', description: `First, ${bodyPhrase}.` } }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return AdminArticleSchema.parse(response.json());
}

const article = '/insights/saml-signature-wrapping';

describe('search over insights', () => {
  it('finds a published article by a body phrase and by its author, and stops once it is unpublished', async () => {
    expect(await hits('Thistlewood')).toEqual([]);
    const author = await createAuthor('Ingeborg Thistlewood');
    const created = await createArticle(author.id);
    // A draft is never searched, nor an author with nothing published.
    expect(await hits(bodyPhrase)).toEqual([]);
    expect(await hits('Ingeborg Thistlewood')).toEqual([]);

    const publish = `/api/admin/articles/${created.id}/publish`;
    expect((await versionedCall(t.app, 'POST', publish, staff.editor)).statusCode).toBe(200);
    expect(await hits(bodyPhrase)).toEqual([`content ${article}`]);
    const byAuthor = await search('Ingeborg Thistlewood');
    expect(byAuthor.results.map((result) => `${result.type} ${result.path}`)).toEqual([
      `person ${article}`,
      `article ${article}`,
    ]);
    expect(byAuthor.results[0]).toMatchObject({
      title: 'Ingeborg Thistlewood',
      description: 'Principal identity consultant',
      parentTitle: 'SAML signature wrapping in legacy gateways',
      group: 'Insights',
    });
    expect(byAuthor.results[1]?.snippet).toContain('By Ingeborg Thistlewood');
    expect(await hits('saml signature wrapping')).toContain(`article ${article}`);

    const unpublish = `/api/admin/articles/${created.id}/unpublish`;
    expect((await versionedCall(t.app, 'POST', unpublish, staff.editor)).statusCode).toBe(200);
    expect(await hits(bodyPhrase)).toEqual([]);
    expect(await hits('Ingeborg Thistlewood')).toEqual([]);
  });

  it('follows an author’s new name into what they wrote', async () => {
    const author = await createAuthor('Ingeborg Thistlewood');
    const created = await createArticle(author.id);
    expect(
      (await versionedCall(t.app, 'POST', `/api/admin/articles/${created.id}/publish`, staff.editor)).statusCode,
    ).toBe(200);
    expect(await hits('Thistlewood')).toHaveLength(2);
    const renamed = await versionedCall(t.app, 'PUT', `/api/admin/people/${author.id}`, staff.editor, {
      slug: author.slug,
      name: 'Ingeborg Brightwater',
      role: author.role,
      bio: author.bio,
      credentials: author.credentials,
      links: author.links,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await hits('Thistlewood')).toEqual([]);
    expect(await hits('Ingeborg Brightwater')).toEqual([`person ${article}`, `article ${article}`]);
  });

  it('covers the seeded articles from the first build', async () => {
    const results = (await search('advisory')).results.filter((result) => result.type === 'article');
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) expect(result.path).toMatch(/^\/insights\/[a-z0-9-]+$/);
  });
});
