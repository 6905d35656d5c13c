import { describe, expect, it } from 'vitest';
import { resolvePublicRoute } from './public-routes';

describe('resolvePublicRoute for the insights (issue 30)', () => {
  it('reads the listing with its query string, a topic page and an article', () => {
    expect(resolvePublicRoute('/insights', 'kind=guide&page=2')).toEqual({
      kind: 'insights',
      topic: undefined,
      search: 'kind=guide&page=2',
    });
    expect(resolvePublicRoute('/insights/topics/cloud-security/', '')).toEqual({
      kind: 'insights',
      topic: 'cloud-security',
      search: '',
    });
    expect(resolvePublicRoute('/insights/log4shell-still-in-production')).toEqual({
      kind: 'article',
      slug: 'log4shell-still-in-production',
    });
  });

  it('shows no dynamic page at /insights, which is reserved', () => {
    expect(resolvePublicRoute('/insights')).not.toMatchObject({ kind: 'page' });
  });
});
