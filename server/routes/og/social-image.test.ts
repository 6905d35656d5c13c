import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminArticleSchema } from '../../../contract/admin/admin-articles';
import { PublicArticleListSchema } from '../../../contract/articles';
import { articleSocialImage, socialArt, socialImagePath, socialImageVersion } from '../../../contract/social-image';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { Staff } from '../admin/admin.test-support';
import { call, signInStaff, versionedCall } from '../admin/admin.test-support';

let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await createTestApp({ siteUrl: 'https://www.aegisline.example' });
  staff = await signInStaff(t.app);
}, 30_000);
afterAll(() => t.close());

const newestArticle = async () => {
  const [article] = PublicArticleListSchema.parse((await t.app.inject('/api/public/articles')).json()).items;
  if (!article) throw new Error('no published article');
  return article;
};
const storedRows = () => t.app.db.selectFrom('social_images').select(['item', 'version', 'created_at']).execute();

describe('GET /og/{kind}/{version}/{slug}.png', () => {
  it('answers a published article’s picture, 1200×630 PNG drawn over its cover, once, cached for good', async () => {
    const article = await newestArticle();
    expect(article.cover).toBeDefined();
    const path = socialImagePath(articleSocialImage(article));
    const started = performance.now();
    const first = await t.app.inject(path);
    const drawnIn = performance.now() - started;
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // A palette PNG (IHDR colour type 3), small enough for a preview to fetch at once.
    expect(first.rawPayload[25]).toBe(3);
    expect(first.rawPayload.length).toBeLessThan(100_000);
    const rows = await storedRows();
    expect(rows).toEqual([expect.objectContaining({ item: `article:${article.slug}` })]);

    const again = performance.now();
    const second = await t.app.inject(path);
    const servedIn = performance.now() - again;
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // Served from the stored row: not drawn a second time.
    expect(await storedRows()).toEqual(rows);
    console.info(
      `article picture: ${first.rawPayload.length} bytes, drawn in ${drawnIn.toFixed(0)} ms, served again in ${servedIn.toFixed(0)} ms`,
    );
  });

  it('draws a picture once however many ask for it at the same moment', async () => {
    const stored = await t.app.repos.pages.findPublishedBySlug('contact');
    if (!stored) throw new Error('no contact page');
    const path = socialImagePath({ kind: 'page', slug: 'contact', title: stored.title, art: socialArt(stored.blocks) });
    const answers = await Promise.all([1, 2, 3, 4].map(() => t.app.inject(path)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);
  });

  it('is 404 for an unknown item, kind, version or file, and for a draft', async () => {
    const article = await newestArticle();
    const version = socialImageVersion(articleSocialImage(article));
    const created = await call(t.app, 'POST', '/api/admin/articles', staff.editor, {
      title: 'Embargoed',
      slug: 'embargoed-advisory',
      description: 'Not out yet.',
      kind: 'advisory',
      blocks: [],
    });
    const draft = AdminArticleSchema.parse(created.json());
    for (const url of [
      socialImagePath({ kind: 'article', slug: 'no-such-article', title: 'No such article' }),
      socialImagePath({ kind: 'article', slug: draft.slug, title: draft.title }),
      socialImagePath({ ...articleSocialImage(article), title: 'An older title' }),
      `/og/article/${version}/${article.slug}.jpg`,
      `/og/article/zzzzzzzz/${article.slug}.png`,
      `/og/widget/${version}/${article.slug}.png`,
      `/og/page/${version}/../../etc/passwd.png`,
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
    }
    // Unpublished, its picture goes with it.
    const path = socialImagePath(articleSocialImage(article));
    expect((await t.app.inject(path)).statusCode).toBe(200);
    const unpublish = await versionedCall(t.app, 'POST', `/api/admin/articles/${article.id}/unpublish`, staff.editor);
    expect(unpublish.statusCode).toBe(200);
    expect((await t.app.inject(path)).statusCode).toBe(404);
  });
});
