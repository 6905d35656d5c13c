import { describe, expect, it } from 'vitest';
import { articleListHref, articleListView } from './listing-view';

describe('articleListView', () => {
  it('reads the kind, topic and page an address names', () => {
    expect(articleListView(new URLSearchParams('kind=advisory&topic=cloud-security&page=2&utm_source=x'))).toEqual({
      kind: 'advisory',
      topic: 'cloud-security',
      page: 2,
    });
  });

  it('reads an unknown kind as every kind and a page that is not a whole number from 1 as the first', () => {
    for (const search of ['kind=blog&page=0', 'page=1.5', 'page=abc', 'page=-3', 'page=99999']) {
      expect(articleListView(new URLSearchParams(search))).toEqual({ kind: undefined, topic: undefined, page: 1 });
    }
  });

  it("takes a topic page's topic from its path", () => {
    expect(articleListView(new URLSearchParams('topic=other'), 'identity').topic).toBe('identity');
  });
});

describe('articleListHref', () => {
  it('gives each view one address: the first page and every kind leave their parameter out', () => {
    expect(articleListHref({ page: 1 }, false)).toBe('/insights');
    expect(articleListHref({ kind: 'guide', topic: 'identity', page: 2 }, false)).toBe(
      '/insights?kind=guide&topic=identity&page=2',
    );
  });

  it("keeps a topic page's topic in its path", () => {
    expect(articleListHref({ kind: 'news', topic: 'identity', page: 3 }, true)).toBe(
      '/insights/topics/identity?kind=news&page=3',
    );
  });
});
