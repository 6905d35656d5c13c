import { describe, expect, it } from 'vitest';
import type { ArticleMeta } from '../../../../../contract/articles';
import { articleMetaText, movedId, readArticleMetaText, sameArticleMeta, withId, withoutId } from './article-meta';

const meta: ArticleMeta = { kind: 'guide', authorIds: [3, 1], topics: ['Cloud'], relatedPageIds: [] };

describe('article meta', () => {
  it('sees a change of order in the byline, and none in a cover left undefined', () => {
    expect(sameArticleMeta(meta, { ...meta, cover: undefined })).toBe(true);
    expect(sameArticleMeta(meta, { ...meta, authorIds: [1, 3] })).toBe(false);
    expect(sameArticleMeta(meta, { ...meta, kind: 'news' })).toBe(false);
  });

  it('reads a cover the same whatever the order of its keys', () => {
    const cover = { src: '/media/1/a.png', alt: 'A', width: 10, height: 5 };
    const reordered = { height: 5, width: 10, alt: 'A', src: '/media/1/a.png' };
    expect(sameArticleMeta({ ...meta, cover }, { ...meta, cover: reordered })).toBe(true);
    expect(sameArticleMeta({ ...meta, cover }, { ...meta, cover: { ...cover, alt: 'B' } })).toBe(false);
  });

  it('adds an id once and never past the limit, and removes it', () => {
    expect(withId([1, 2], 3, 6)).toEqual([1, 2, 3]);
    expect(withId([1, 2], 2, 6)).toEqual([1, 2]);
    expect(withId([1, 2], 3, 2)).toEqual([1, 2]);
    expect(withoutId([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('moves an id one place, and leaves it at either end', () => {
    expect(movedId([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(movedId([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    expect(movedId([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(movedId([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });
});

describe('article meta as the page editor carries it', () => {
  it('reads back what it wrote, a cover included, and refuses what is not an article’s', () => {
    const cover = { src: '/media/1/a.png', alt: 'A', width: 10, height: 5 };
    const text = articleMetaText({ ...meta, cover });
    expect(readArticleMetaText(text)).toEqual({ ...meta, cover });
    expect(readArticleMetaText('{"kind":"poem"}')).toBeNull();
    expect(readArticleMetaText('not json')).toBeNull();
  });
});
