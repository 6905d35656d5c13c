import { describe, expect, it } from 'vitest';
import { articleKinds, PublicArticleListSchema, PublicArticleSchema } from '../../../contract/articles';
import { SectionsSchema } from '../../../contract/page-content/sections';
import { PublicPeopleListSchema } from '../../../contract/people';
import { createTestApp } from '../../test/test-app';
import { seedArticles } from './content/insights/seed-articles';
import { seedPeople } from './content/insights/seed-people';
import { coverSvg } from './seed-covers';

describe('seeded insights', () => {
  it('write bodies the block schema accepts, and each cover is its own', () => {
    for (const article of seedArticles) {
      expect(SectionsSchema.safeParse(article.body).success, article.slug).toBe(true);
    }
    const covers = new Set(seedArticles.map((article) => coverSvg(article.slug, article.kind)));
    expect(covers.size).toBe(seedArticles.length);
  });

  it('publishes at least twelve articles of every kind with authors, covers from the library and related services', async () => {
    const t = await createTestApp();
    try {
      const list = PublicArticleListSchema.parse((await t.app.inject('/api/public/articles?pageSize=50')).json());
      expect(list.total).toBe(seedArticles.length);
      expect(list.total).toBeGreaterThanOrEqual(12);
      expect(new Set(list.items.map((item) => item.kind))).toEqual(new Set(articleKinds));
      expect(list.items.every((item) => item.authors.length > 0 && item.cover?.src.startsWith('/media/'))).toBe(true);
      const dates = list.items.map((item) => item.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());

      const advisory = PublicArticleSchema.parse(
        (await t.app.inject('/api/public/articles/log4shell-still-in-production')).json(),
      );
      expect(advisory.relatedServices).toEqual([{ title: 'Services', path: '/services' }]);
      expect(advisory.authors[0]).toMatchObject({ name: 'Tomás Oyelaran', credentials: ['OSCP', 'OSCE3', 'CRTO'] });
      expect(advisory.readingMinutes).toBeGreaterThanOrEqual(1);

      const people = PublicPeopleListSchema.parse((await t.app.inject('/api/public/people')).json());
      // The six authors and the six of the leadership team (the company page's team section).
      expect(people.items).toHaveLength(12);
    } finally {
      await t.close();
    }
  });

  it('gives every seeded person their own illustrated portrait from the media library', async () => {
    const t = await createTestApp();
    try {
      const people = PublicPeopleListSchema.parse((await t.app.inject('/api/public/people')).json()).items;
      expect(people.map((person) => person.slug).sort()).toEqual(seedPeople.map((person) => person.slug).sort());
      expect(people.filter((person) => !person.photo?.src.startsWith('/media/')).map((person) => person.slug)).toEqual(
        [],
      );
      expect(people.map((person) => person.photo?.alt)).toEqual(people.map((person) => `Portrait of ${person.name}`));
      expect(new Set(people.map((person) => person.photo?.src)).size).toBe(people.length);

      const mara = people.find((person) => person.slug === 'mara-lindqvist');
      const file = await t.app.inject(mara?.photo?.src ?? '/media/none');
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('image/svg+xml');
      expect(file.body).toContain('<title>Portrait of Mara Lindqvist</title>');

      // A byline carries the same photo as the person.
      const article = PublicArticleSchema.parse(
        (await t.app.inject('/api/public/articles/log4shell-still-in-production')).json(),
      );
      const tomas = people.find((person) => person.slug === 'tomas-oyelaran');
      expect(article.authors[0]?.photo?.src).toBe(tomas?.photo?.src);
    } finally {
      await t.close();
    }
  });
});
