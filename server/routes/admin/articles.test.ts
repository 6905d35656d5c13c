import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminArticleSchema } from '../../../contract/admin/admin-articles';
import { AdminPersonSchema } from '../../../contract/admin/admin-people';
import { PublicArticleListSchema, PublicArticleSchema } from '../../../contract/articles';
import { PublicPeopleListSchema } from '../../../contract/people';
import { buildApp } from '../../app';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from './admin.test-support';
import { call, pageIdBySlug, signInStaff, versionedCall } from './admin.test-support';

// The clock scheduled publishing reads; tests move it instead of waiting.
let clock = new Date('2030-01-01T09:00:00.000Z');
let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  clock = new Date('2030-01-01T09:00:00.000Z');
  t = await createTestApp({ now: () => clock });
  staff = await signInStaff(t.app);
  // The seeded insights would crowd the lists these tests count (seed-insights.test.ts covers them).
  await t.app.db.deleteFrom('articles').execute();
  // A seeded app takes several seconds to build on a loaded machine; the default 10 s has run out there.
}, 30_000);
afterEach(() => t.close());

const cover = { src: '/images/insights/zero-trust.svg', alt: 'Layered shields', width: 1200, height: 630 };

async function createPerson(slug: string, name: string) {
  const response = await call(t.app, 'POST', '/api/admin/people', staff.editor, {
    slug,
    name,
    role: 'Principal consultant',
    bio: 'Leads **incident response** engagements.',
    credentials: ['OSCP', 'CISSP'],
    links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/example' }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return AdminPersonSchema.parse(response.json());
}

function articlePayload(slug: string, overrides: Record<string, unknown> = {}) {
  return {
    title: `Article ${slug}`,
    slug,
    description: `Summary of ${slug}.`,
    kind: 'advisory',
    topics: ['Cloud security'],
    blocks: [{ type: 'intro', data: { title: 'What happened', description: 'Three hundred words. '.repeat(150) } }],
    ...overrides,
  };
}

async function createArticle(slug: string, overrides: Record<string, unknown> = {}) {
  const response = await call(t.app, 'POST', '/api/admin/articles', staff.editor, articlePayload(slug, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return AdminArticleSchema.parse(response.json());
}

const publish = (id: number) => versionedCall(t.app, 'POST', `/api/admin/articles/${id}/publish`, staff.editor);
const publicList = async (query = '') =>
  PublicArticleListSchema.parse((await t.app.inject(`/api/public/articles${query}`)).json());

describe('articles', () => {
  it('are drafts until published, then listed publicly with their authors, newest first', async () => {
    const author = await createPerson('dana-okafor', 'Dana Okafor');
    const first = await createArticle('first-advisory', { authorIds: [author.id], cover });
    expect(first).toMatchObject({ status: 'draft', publication: 'draft-only', kind: 'advisory', readingMinutes: 2 });
    expect(first.authorNames).toEqual(['Dana Okafor']);

    expect((await t.app.inject('/api/public/articles/first-advisory')).statusCode).toBe(404);
    expect((await publicList()).total).toBe(0);

    expect((await publish(first.id)).statusCode).toBe(200);
    clock = new Date('2030-01-02T09:00:00.000Z');
    const second = await createArticle('second-guide', { kind: 'guide', topics: ['Identity'] });
    expect((await publish(second.id)).statusCode).toBe(200);

    const list = await publicList();
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: 9 });
    expect(list.items.map((item) => item.slug)).toEqual(['second-guide', 'first-advisory']);
    const article = PublicArticleSchema.parse((await t.app.inject('/api/public/articles/first-advisory')).json());
    expect(article).toMatchObject({ kind: 'advisory', summary: 'Summary of first-advisory.', cover });
    expect(article.authors).toEqual([
      expect.objectContaining({ name: 'Dana Okafor', role: 'Principal consultant', credentials: ['OSCP', 'CISSP'] }),
    ]);
    expect(article.related).toEqual([]);
  });

  it('filters by kind and topic, and pages', async () => {
    for (const [index, kind] of ['advisory', 'guide', 'advisory', 'news'].entries()) {
      const created = await createArticle(`article-${index}`, { kind, topics: index === 0 ? ['Zero trust'] : [] });
      await publish(created.id);
    }
    expect((await publicList('?kind=advisory')).items.map((item) => item.slug).sort()).toEqual([
      'article-0',
      'article-2',
    ]);
    expect((await publicList('?topic=zero-trust')).items.map((item) => item.slug)).toEqual(['article-0']);
    const paged = await publicList('?page=2&pageSize=3');
    expect(paged).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(paged.items).toHaveLength(1);
    expect((await t.app.inject('/api/public/articles?kind=poem')).statusCode).toBe(400);
  });

  it('keeps a live article for visitors while its draft is saved, and redirects its old slug once renamed', async () => {
    const created = await createArticle('breach-lessons', { status: 'published' });
    const read = AdminArticleSchema.parse(
      (await call(t.app, 'GET', `/api/admin/articles/${created.id}`, staff.viewer)).json(),
    );
    const { id: _id, version: _version, ...answer } = read;
    const draft = await versionedCall(t.app, 'PUT', `/api/admin/articles/${created.id}`, staff.editor, {
      ...answer,
      title: 'Breach lessons, revised',
      slug: 'breach-lessons-revised',
      kind: 'case-study',
      status: 'draft',
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(AdminArticleSchema.parse(draft.json())).toMatchObject({ publication: 'draft-pending', kind: 'case-study' });
    const live = PublicArticleSchema.parse((await t.app.inject('/api/public/articles/breach-lessons')).json());
    expect(live).toMatchObject({ title: 'Article breach-lessons', kind: 'advisory' });

    expect((await publish(created.id)).statusCode).toBe(200);
    const renamed = PublicArticleSchema.parse(
      (await t.app.inject('/api/public/articles/breach-lessons-revised')).json(),
    );
    expect(renamed).toMatchObject({ title: 'Breach lessons, revised', kind: 'case-study' });
    expect((await t.app.inject('/api/public/articles/breach-lessons')).json()).toEqual({
      redirect: '/insights/breach-lessons-revised',
    });
  });

  it('accepts a copy of another article’s admin answer with a new title and slug', async () => {
    const original = await createArticle('original', { cover, topics: ['Cloud security', 'Identity'] });
    const { id: _id, version: _version, ...answer } = original;
    const response = await call(t.app, 'POST', '/api/admin/articles', staff.editor, {
      ...answer,
      title: 'A copy',
      slug: 'a-copy',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(AdminArticleSchema.parse(response.json())).toMatchObject({ title: 'A copy', cover, kind: 'advisory' });
  });

  it('merges stale saves of different fields, an article’s own ones one by one, and names a clash by field', async () => {
    const created = await createArticle('merged');
    const url = `/api/admin/articles/${created.id}`;
    const { id: _id, version, ...base } = created;
    const asOf = { ...staff.editor, 'if-match': `"${version}"` };
    const first = await call(t.app, 'PUT', url, asOf, { ...base, title: 'New title', topics: ['Theirs'] });
    expect(first.statusCode, first.body).toBe(200);
    const merged = await call(t.app, 'PUT', url, asOf, { ...base, kind: 'news', cover });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(AdminArticleSchema.parse(merged.json())).toMatchObject({
      title: 'New title',
      kind: 'news',
      cover,
      topics: ['Theirs'],
    });

    const clash = await call(t.app, 'PUT', url, asOf, { ...base, kind: 'guide', topics: ['Mine'] });
    expect(clash.statusCode).toBe(412);
    expect(clash.json<{ clashes: { fields: { label: string }[] } }>().clashes.fields).toEqual([
      { field: 'meta.kind', label: 'Kind' },
      { field: 'meta.topics', label: 'Topics' },
    ]);
  });

  it('keeps revisions and restores one into the working copy', async () => {
    const created = await createArticle('restored');
    const url = `/api/admin/articles/${created.id}`;
    const { id: _id, version: _version, ...base } = created;
    await versionedCall(t.app, 'PUT', url, staff.editor, { ...base, title: 'Second', topics: ['Other'] });
    const revisions = (await call(t.app, 'GET', `${url}/revisions`, staff.viewer)).json<{ items: { id: number }[] }>();
    const [newest] = revisions.items;
    expect(newest).toBeDefined();
    const restored = await versionedCall(t.app, 'POST', `${url}/revisions/${newest?.id}/restore`, staff.editor);
    expect(restored.statusCode, restored.body).toBe(200);
    const now = AdminArticleSchema.parse((await call(t.app, 'GET', url, staff.viewer)).json());
    expect(now).toMatchObject({ title: 'Article restored', topics: ['Cloud security'] });
  });

  it('publishes a scheduled article when its time has come', async () => {
    const created = await createArticle('scheduled');
    const scheduled = await versionedCall(t.app, 'PUT', `/api/admin/articles/${created.id}/schedule`, staff.editor, {
      publishAt: '2030-01-01T10:00:00.000Z',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    await t.app.close();
    clock = new Date('2030-01-01T10:00:01.000Z');
    const restarted = await buildApp({
      db: t.app.db,
      dataDir: t.dataDir,
      authMode: 'token',
      logger: false,
      publicCacheTtlMs: 0,
      now: () => clock,
    });
    try {
      const live = await restarted.inject('/api/public/articles/scheduled');
      expect(live.statusCode).toBe(200);
      const audit = await restarted.db
        .selectFrom('audit_log')
        .select('action')
        .where('item_type', '=', 'article')
        .execute();
      expect(audit.map((entry) => entry.action)).toEqual(['article.create', 'article.schedule', 'article.publish']);
    } finally {
      await restarted.close();
    }
  });

  it('answers related services and related articles', async () => {
    const services = await pageIdBySlug(t.app, 'services');
    const one = await createArticle('one', { status: 'published', relatedPageIds: [services], topics: ['Identity'] });
    await createArticle('two', { status: 'published', topics: ['identity'] });
    await createArticle('three', { status: 'published', kind: 'news', topics: [] });
    const article = PublicArticleSchema.parse((await t.app.inject(`/api/public/articles/${one.slug}`)).json());
    expect(article.relatedServices).toEqual([{ title: 'Services', path: '/services' }]);
    expect(article.related.map((related) => related.slug)).toEqual(['two']);
  });

  it('lets viewers read and not write, and records writes in the audit log', async () => {
    const created = await createArticle('audited');
    expect((await call(t.app, 'GET', `/api/admin/articles/${created.id}`, staff.viewer)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/admin/articles', staff.viewer, articlePayload('nope'))).statusCode).toBe(
      403,
    );
    expect((await versionedCall(t.app, 'DELETE', `/api/admin/articles/${created.id}`, staff.viewer)).statusCode).toBe(
      403,
    );
    expect((await versionedCall(t.app, 'DELETE', `/api/admin/articles/${created.id}`, staff.editor)).statusCode).toBe(
      204,
    );
    const audit = await t.app.db.selectFrom('audit_log').select('action').where('item_type', '=', 'article').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['article.create', 'article.delete']);
  });
});

describe('people', () => {
  it('are listed publicly, saved with If-Match, and kept while an article names them', async () => {
    const person = await createPerson('sam-reyes', 'Sam Reyes');
    const people = PublicPeopleListSchema.parse((await t.app.inject('/api/public/people')).json());
    expect(people.items.find((item) => item.slug === 'sam-reyes')).toMatchObject({ credentials: ['OSCP', 'CISSP'] });

    const url = `/api/admin/people/${person.id}`;
    const { id: _id, version: _version, ...fields } = person;
    const saved = await versionedCall(t.app, 'PUT', url, staff.editor, { ...fields, role: 'Partner' });
    expect(AdminPersonSchema.parse(saved.json())).toMatchObject({ role: 'Partner', version: 2 });
    const stale = await call(t.app, 'PUT', url, { ...staff.editor, 'if-match': '"1"' }, { ...fields, role: 'x' });
    expect(stale.statusCode).toBe(412);

    await createArticle('by-sam', { authorIds: [person.id] });
    const refused = await versionedCall(t.app, 'DELETE', url, staff.editor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toBe('Sam Reyes is the author of 1 article: take them off first');
    expect((await call(t.app, 'POST', '/api/admin/people', staff.viewer, { ...fields, slug: 'x' })).statusCode).toBe(
      403,
    );
  });
});
