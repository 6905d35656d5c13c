import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getFooterContentQueryOptions } from '../lib/api/footer-content-query';
import { getPageQueryOptions } from '../lib/api/page-query';
import { getSubpageQueryOptions } from '../lib/api/subpage-query';
import { drewUnfetchedContent } from './route-head';

/** A query as a component's `useQuery` leaves it on the server, where nothing fetches during the render. */
const drawnWithoutData = (client: QueryClient, options: { queryKey: readonly unknown[] }) =>
  client.getQueryCache().build(client, options);

describe('a render that drew page content it never fetched', () => {
  it('is seen for a page and for a subpage, and not once their content is there', () => {
    for (const options of [getPageQueryOptions('\u0000'), getSubpageQueryOptions('solutions', '\u0000')]) {
      const client = new QueryClient();
      drawnWithoutData(client, options);
      expect(drewUnfetchedContent(client)).toBe(true);
      client.setQueryData(options.queryKey, null);
      expect(drewUnfetchedContent(client)).toBe(false);
    }
  });

  it('is not seen for what the browser fetches by itself (the footer, a form token)', () => {
    const client = new QueryClient();
    drawnWithoutData(client, getFooterContentQueryOptions());
    drawnWithoutData(client, { queryKey: ['public', 'form-token'] });
    expect(drewUnfetchedContent(client)).toBe(false);
  });
});
