import { describe, expect, it } from 'vitest';
import { articleListQuery, changedParams } from './article-list-query';

describe('the article list’s query in the address', () => {
  it('reads the filters it knows and ignores what it does not', () => {
    const query = articleListQuery(new URLSearchParams('q=cloud&status=draft&kind=advisory&page=3'));
    expect(query).toMatchObject({ q: 'cloud', status: 'draft', kind: 'advisory', page: 3 });
    const odd = articleListQuery(new URLSearchParams('status=archived&kind=poem&page=-2&q='));
    expect(odd).toMatchObject({ q: undefined, status: undefined, kind: undefined, page: 1 });
  });

  it('starts a new filter from its first page and drops a cleared one', () => {
    const params = new URLSearchParams('kind=guide&page=4');
    expect(changedParams(params, { kind: 'news' }).toString()).toBe('kind=news');
    expect(changedParams(params, { kind: '' }).toString()).toBe('');
    expect(changedParams(params, { page: '5' }).toString()).toBe('kind=guide&page=5');
  });
});
