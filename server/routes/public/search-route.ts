import type { FastifyInstance } from 'fastify';
import type { SearchResponse } from '../../../contract/search/search-result';
import { SearchQuerySchema } from '../../../contract/search/search-result';
import { parseInput } from '../../http/parse-input';
import { createSearchService } from '../../search/search-service';

/** GET /api/public/search?q= — `{query, results}` over published pages, subpages and their sections. */
export function searchRoute(app: FastifyInstance): void {
  const service = createSearchService(app.db);
  app.get('/api/public/search', async (request): Promise<SearchResponse> => {
    const { q } = parseInput(SearchQuerySchema, request.query);
    const query = (q ?? '').trim();
    return { query, results: await service.search(query) };
  });
}
