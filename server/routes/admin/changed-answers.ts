import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContentChange } from '../../http/content-change';
import { everything, pageChange, subpageChange } from '../../http/content-change';
import { pageSlugOf, subpageAddressOf } from '../../repositories/admin/item-addresses';
import { IdParamSchema } from '../../../contract/admin/admin-fields';

/** A page's or subpage's own writes: save, delete, publish, unpublish, schedule, restore a revision. */
const itemRoute =
  /^\/api\/admin\/(pages|subpages)\/:id(\/publish|\/unpublish|\/schedule|\/revisions\/:revisionId\/restore)?$/;
/** Creating a page or a subpage: its address answered 404 until now, so only the lists change. */
const createRoutes = new Set(['/api/admin/pages', '/api/admin/pages/:pageId/subpages']);

type Address = string | { parentSlug: string; slug: string };

function itemOf(request: FastifyRequest): { collection: 'pages' | 'subpages'; id: number } | null {
  const match = itemRoute.exec(request.routeOptions.url ?? '');
  // This runs before the route parses its params: an id the route will refuse (past PostgreSQL's integer, say)
  // names no item, and must not reach a query.
  const id = IdParamSchema.safeParse((request.params as Record<string, unknown>).id);
  if (!match || !id.success) return null;
  return { collection: match[1] === 'pages' ? 'pages' : 'subpages', id: id.data };
}

async function addressOf(app: FastifyInstance, item: NonNullable<ReturnType<typeof itemOf>>) {
  return item.collection === 'pages' ? pageSlugOf(app.db, item.id) : subpageAddressOf(app.db, item.id);
}

const sameAddress = (a: Address, b: Address) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Works out which public answers a content write made stale, from the address of the item it wrote before and
 * after it (issue 33: a save drops what shows the changed item, not every cache). Anything else, and a rename (which
 * leaves redirects and rewrites links on other pages), changes everything.
 */
export function changedAnswers(app: FastifyInstance) {
  const before = new WeakMap<FastifyRequest, Address | undefined>();
  return {
    /** preHandler: notes the item's address before the write. */
    async note(request: FastifyRequest): Promise<void> {
      const item = itemOf(request);
      if (item) before.set(request, await addressOf(app, item));
    },
    /** After a successful write: what it changed. */
    async change(request: FastifyRequest): Promise<ContentChange> {
      if (createRoutes.has(request.routeOptions.url ?? '')) return pageChange([]);
      const item = itemOf(request);
      if (!item || !before.has(request)) return everything;
      const [was, is] = [before.get(request), await addressOf(app, item)];
      if (was !== undefined && is !== undefined && !sameAddress(was, is)) return everything;
      const addresses = [was, is].filter((address) => address !== undefined);
      return item.collection === 'pages'
        ? pageChange(addresses.filter((a) => typeof a === 'string'))
        : subpageChange(addresses.filter((a) => typeof a !== 'string'));
    },
  };
}
