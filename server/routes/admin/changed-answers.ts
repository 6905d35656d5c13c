import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdParamsSchema } from '../../../contract/admin/admin-fields';
import type { ContentChange } from '../../http/content-change';
import { articleChange, everything, pageChange, personChange, subpageChange } from '../../http/content-change';
import {
  articleSlugOf,
  articleSlugsShowingPage,
  pageSlugOf,
  subpageAddressOf,
} from '../../repositories/admin/item-addresses';
import { teamPagesOf } from '../../repositories/admin/person-team-pages';

/** A page's or subpage's own writes: save, delete, publish, unpublish, schedule, restore a revision. */
const itemRoute =
  /^\/api\/admin\/(pages|subpages)\/:id(\/publish|\/unpublish|\/schedule|\/revisions\/:revisionId\/restore)?$/;
/** Creating a page or a subpage: its address answered 404 until now, so only the lists change. */
const createRoutes = new Set(['/api/admin/pages', '/api/admin/pages/:pageId/subpages']);

/** An article's or person's writes, creating included (issue 30). */
const insightRoute =
  /^\/api\/admin\/(articles|people)(\/:id(\/publish|\/unpublish|\/schedule|\/revisions\/:revisionId\/restore)?)?$/;

type Address = string | { parentSlug: string; slug: string };

function insightOf(request: FastifyRequest): { collection: 'articles' | 'people'; id: number | null } | null {
  const match = insightRoute.exec(request.routeOptions.url ?? '');
  if (!match) return null;
  const params = IdParamsSchema.safeParse(request.params);
  return { collection: match[1] === 'people' ? 'people' : 'articles', id: params.success ? params.data.id : null };
}

function itemOf(request: FastifyRequest): { collection: 'pages' | 'subpages'; id: number } | null {
  const match = itemRoute.exec(request.routeOptions.url ?? '');
  // Read with the routes' own rule: this runs before the handler refuses an id past the column (2147483648), and
  // PostgreSQL failed the lookup with it (a 500 where the handler answers 400).
  const params = IdParamsSchema.safeParse(request.params);
  if (!match || !params.success) return null;
  return { collection: match[1] === 'pages' ? 'pages' : 'subpages', id: params.data.id };
}

async function addressOf(app: FastifyInstance, item: NonNullable<ReturnType<typeof itemOf>>) {
  return item.collection === 'pages' ? pageSlugOf(app.db, item.id) : subpageAddressOf(app.db, item.id);
}

const sameAddress = (a: Address, b: Address) => JSON.stringify(a) === JSON.stringify(b);

/** Where the person's team sections are: a new person is shown nowhere yet. */
async function teamAddresses(app: FastifyInstance, personId: number | null) {
  const shown = personId === null ? [] : ((await teamPagesOf(app.db, [personId])).get(personId) ?? []);
  return {
    pages: shown.flatMap((page) => (page.type === 'page' ? [page.slug] : [])),
    subpages: shown.flatMap((page) =>
      page.type === 'subpage' ? [{ parentSlug: page.parentSlug, slug: page.slug }] : [],
    ),
  };
}

/**
 * Works out which public answers a content write made stale, from the address of the item it wrote before and
 * after it (issue 33: a save drops what shows the changed item, not every cache); an article's or person's writes
 * drop what shows articles or people (issue 30). Anything else, and a rename (which leaves redirects and rewrites
 * links on other pages), changes everything.
 */
export function changedAnswers(app: FastifyInstance) {
  const before = new WeakMap<FastifyRequest, Address | undefined>();
  return {
    /** preHandler: notes the item's address before the write. */
    async note(request: FastifyRequest): Promise<void> {
      const item = itemOf(request);
      if (item) before.set(request, await addressOf(app, item));
      const insight = insightOf(request);
      if (insight?.collection === 'articles' && insight.id !== null)
        before.set(request, await articleSlugOf(app.db, insight.id));
    },
    /** After a successful write: what it changed. */
    async change(request: FastifyRequest): Promise<ContentChange> {
      if (createRoutes.has(request.routeOptions.url ?? '')) return pageChange([]);
      const insight = insightOf(request);
      if (insight?.collection === 'people') return personChange(await teamAddresses(app, insight.id));
      if (insight) {
        // A renamed article leaves a redirect and moves links to it on other pages.
        const [was, is] = [
          before.get(request),
          insight.id === null ? undefined : await articleSlugOf(app.db, insight.id),
        ];
        return was !== undefined && is !== undefined && was !== is ? everything : articleChange();
      }
      const item = itemOf(request);
      if (!item || !before.has(request)) return everything;
      const [was, is] = [before.get(request), await addressOf(app, item)];
      if (was !== undefined && is !== undefined && !sameAddress(was, is)) return everything;
      const addresses = [was, is].filter((address) => address !== undefined);
      // Articles show a page as a related service by its title: its save (a new title, published or taken down,
      // deleted) drops them too. Read after the write: a deleted page's articles still name it.
      return item.collection === 'pages'
        ? pageChange(
            addresses.filter((a) => typeof a === 'string'),
            await articleSlugsShowingPage(app.db, item.id),
          )
        : subpageChange(addresses.filter((a) => typeof a !== 'string'));
    },
  };
}
