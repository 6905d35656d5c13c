import { describe, expect, it } from 'vitest';
import type { PublicArticleList, PublicArticleSummary } from '../../../../contract/articles';
import { listingOutcome, topicOptions } from './listing-outcome';

const article = (id: number, topics: string[]): PublicArticleSummary => ({
  id,
  slug: `article-${id}`,
  title: `Article ${id}`,
  kind: 'guide',
  summary: '',
  publishedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  readingMinutes: 3,
  topics,
  authors: [],
});
const list = (items: PublicArticleSummary[], total = items.length, page = 1): PublicArticleList => ({
  items,
  total,
  page,
  pageSize: 9,
});

describe('topicOptions', () => {
  it('names each topic once, by its slug, alphabetically', () => {
    const index = list([article(1, ['Zero trust', 'Identity']), article(2, ['identity', 'Cloud security'])]);
    expect(topicOptions([index])).toEqual([
      { slug: 'cloud-security', label: 'Cloud security' },
      { slug: 'identity', label: 'Identity' },
      { slug: 'zero-trust', label: 'Zero trust' },
    ]);
  });
});

describe('listingOutcome', () => {
  const index = list([article(1, ['Identity'])], 20);

  it('shows a known topic, with its label and the number of pages', () => {
    expect(listingOutcome({ topic: 'identity', page: 2 }, list([article(1, ['Identity'])], 10, 2), index)).toEqual({
      shown: true,
      topics: [{ slug: 'identity', label: 'Identity' }],
      topicLabel: 'Identity',
      pageCount: 2,
    });
  });

  it('shows a real topic filtered to no articles of one kind (an empty view, not a missing page)', () => {
    expect(listingOutcome({ topic: 'identity', kind: 'news', page: 1 }, list([], 0), index).shown).toBe(true);
  });

  it('finds no topic that no article carries, and no page past the last', () => {
    expect(listingOutcome({ topic: 'quantum', page: 1 }, list([], 0), index).shown).toBe(false);
    expect(listingOutcome({ page: 4 }, list([], 20, 4), index).shown).toBe(false);
  });
});
