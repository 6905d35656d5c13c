import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminArticleSchema } from '../../../contract/admin/admin-articles';
import { CreatedPreviewLinkSchema } from '../../../contract/admin/publication';
import { PublicArticleListSchema, PublicArticleSchema } from '../../../contract/articles';
import { ArticlePreviewAnswerSchema, previewMessages } from '../../../contract/preview';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from '../admin/admin.test-support';
import { call, signInStaff, versionedCall } from '../admin/admin.test-support';

const dayMs = 24 * 60 * 60 * 1000;
let clock = new Date('2030-01-01T09:00:00.000Z');
let t: TestApp;
let staff: Staff;
beforeEach(async () => {
  clock = new Date('2030-01-01T09:00:00.000Z');
  t = await createTestApp({ now: () => clock });
  staff = await signInStaff(t.app);
  // A seeded app takes several seconds to build on a loaded machine.
}, 30_000);
afterEach(() => t.close());

/** A seeded, published article with a draft titled "Draft insight" that visitors do not see. */
async function draftedArticle() {
  const list = PublicArticleListSchema.parse((await t.app.inject('/api/public/articles')).json());
  const live = list.items[0];
  if (!live) throw new Error('the seed has no published article');
  const url = `/api/admin/articles/${live.id}`;
  const {
    id: _id,
    version: _version,
    ...working
  } = AdminArticleSchema.parse((await call(t.app, 'GET', url, staff.viewer)).json());
  const saved = await versionedCall(t.app, 'PUT', url, staff.editor, {
    ...working,
    title: 'Draft insight',
    status: 'draft',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return live;
}

async function createLink(id: number, days: number) {
  const response = await versionedCall(t.app, 'POST', `/api/admin/articles/${id}/preview-links`, staff.editor, {
    days,
  });
  expect(response.statusCode, response.body).toBe(201);
  return CreatedPreviewLinkSchema.parse(response.json());
}

const sharedAnswer = (linkPath: string) => t.app.inject(`/api/public/preview/${linkPath.split('/').at(-1) ?? ''}`);

describe('article previews (issue 30)', () => {
  it('show signed-in staff the draft in the public article’s shape, never stored nor indexed', async () => {
    const live = await draftedArticle();
    const response = await call(t.app, 'GET', `/api/admin/articles/${live.id}/preview`, staff.viewer);
    expect(response.statusCode, response.body).toBe(200);
    const { article } = ArticlePreviewAnswerSchema.parse(response.json());
    // The draft's title with the live article's byline and dates, as the article page draws them.
    expect(article).toMatchObject({ id: live.id, slug: live.slug, title: 'Draft insight', kind: live.kind });
    expect(article.authors).toEqual(live.authors);
    expect(article.publishedAt).toBe(live.publishedAt);
    expect(article.blocks.length).toBeGreaterThan(0);
    expect(response.headers['x-robots-tag']).toContain('noindex');
    expect(response.headers['cache-control']).toBe('no-store');
    const published = PublicArticleSchema.parse((await t.app.inject(`/api/public/articles/${live.slug}`)).json());
    expect(published.title).toBe(live.title);
    expect((await t.app.inject(`/api/admin/articles/${live.id}/preview`)).statusCode).toBe(401);
  });

  it('show a shared link’s draft to anyone while valid: 410 once expired, 404 once revoked', async () => {
    const live = await draftedArticle();
    const [short, revoked] = [await createLink(live.id, 1), await createLink(live.id, 30)];
    const shared = await sharedAnswer(revoked.path);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(ArticlePreviewAnswerSchema.parse(shared.json()).article).toMatchObject({ title: 'Draft insight' });

    clock = new Date(clock.getTime() + dayMs + 1000);
    const expired = await sharedAnswer(short.path);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: previewMessages.linkExpired });
    const revokeUrl = `/api/admin/articles/${live.id}/preview-links/${revoked.id}`;
    expect((await versionedCall(t.app, 'DELETE', revokeUrl, staff.editor)).statusCode).toBe(204);
    const gone = await sharedAnswer(revoked.path);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: previewMessages.linkNotFound });
  });
});
