import type { FastifyInstance } from 'fastify';
import type { SearchResponse } from '../../../contract/search/search-result';
import { SearchQuerySchema } from '../../../contract/search/search-result';
import { parseInput } from '../../http/parse-input';
import type { ChangeNotices } from '../../instances/change-notices';
import { createSearchService } from '../../search/search-service';

export interface SearchRouteOptions {
  /** Other instances' changes: the next search looks for them at once rather than within a second. */
  changeNotices?: ChangeNotices;
  /** Builds the index at start (the server), not on the first search (tests, which mostly never search). */
  warmUp?: boolean;
}

/** GET /api/public/search?q= — `{query, results}` over published pages, subpages and their sections. */
export function searchRoute(app: FastifyInstance, options: SearchRouteOptions = {}): { expireVersion: () => void } {
  const service = createSearchService(app.db);
  options.changeNotices?.onChange(service.expireVersion);
  if (options.warmUp) {
    app.addHook('onReady', () => {
      service.warmUp().catch((error: unknown) => app.log.warn({ err: error }, 'could not build the search index'));
      return Promise.resolve();
    });
  }
  app.get('/api/public/search', async (request): Promise<SearchResponse> => {
    const { q } = parseInput(SearchQuerySchema, request.query);
    const query = (q ?? '').trim();
    return { query, results: await service.search(query) };
  });
  return { expireVersion: service.expireVersion };
}
