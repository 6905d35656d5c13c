import type { Collection, Live, Versioned } from './fuzz-live';
import { forget, remember } from './fuzz-live';
import type { RouteSeed, Sent } from './fuzz-seed';
import { readField, someId, unique } from './fuzz-seed';
import type { Json } from './fuzz-values';
import type { Prng } from './prng';
import type { RawAnswer } from './raw-http';

/**
 * Pages, subpages, articles and global components in the admin: reads anywhere; saves, restores and deletes on
 * the throwaway items of fuzz-context.ts (and on what the fuzz itself creates), with the version in If-Match,
 * so a save gets past the version check and the public site keeps its seeded content.
 */

/** Any item to read: seeded, throwaway or made by the fuzz (or an id that is not one). */
export function readableId(rng: Prng, live: Live, collection: Collection): string {
  return someId(rng, [...live.ctx.seededIds[collection], ...live.pools.itemIds[collection]]);
}

/** An item the fuzz may change: its own throwaway ones, now and then one that does not exist. */
export function writableId(rng: Prng, live: Live, collection: Collection): string {
  return someId(rng, live.pools.itemIds[collection]);
}

/** The item's own save body where the setup read one, else another of its kind's (which may answer 409: slug taken). */
export function saveBody(live: Live, kind: Collection | 'people', id: string): Json {
  const own = live.ctx.writeBodies[`${kind}/${id}`];
  if (own) return own;
  const fallback = Object.entries(live.ctx.writeBodies).find(([key]) => key.startsWith(`${kind}/`));
  return fallback?.[1] ?? {};
}

export const componentName = (rng: Prng) => rng.pick(['header', 'footer', 'cta', 'cta', 'header', 'sidebar', 'HEADER']);
const existingComponent = (name: string): name is 'header' | 'footer' | 'cta' =>
  name === 'header' || name === 'footer' || name === 'cta';

export const learnCreated = (pool: (live: Live) => number[]) => (answer: RawAnswer, _sent: Sent, live: Live) => {
  const id = Number(readField(answer.body, 'id'));
  if (answer.status === 201 && Number.isInteger(id)) remember(pool(live), id);
};
export const learnDeleted = (pool: (live: Live) => number[]) => (answer: RawAnswer, sent: Sent, live: Live) => {
  const id = Number(/\/(\d+)(\?|$)/.exec(sent.target)?.[1]);
  if (answer.status === 204) forget(pool(live), id);
};

/** Reading, saving and deleting one item of a collection. */
export function itemSeeds(collection: Collection): RouteSeed[] {
  const base = `/api/admin/${collection}/:id`;
  const pool = (live: Live) => live.pools.itemIds[collection];
  // The first two throwaway items keep their revisions and preview links: deletes leave them be.
  const deletable = (live: Live) =>
    pool(live).filter((id) => !live.ctx.disposableIds[collection].slice(0, 2).includes(id));
  return [
    {
      method: 'GET',
      url: base,
      audience: 'signed-in',
      make: (rng, live) => ({ params: { id: readableId(rng, live, collection) } }),
    },
    {
      method: 'PUT',
      url: base,
      audience: 'editor',
      make: (rng, live) => {
        const id = rng.chance(0.1) ? String(live.ctx.savedSeededIds[collection]) : writableId(rng, live, collection);
        return { params: { id }, body: saveBody(live, collection, id), ifMatch: true };
      },
    },
    {
      method: 'DELETE',
      url: base,
      audience: 'editor',
      // Mostly ids that do not exist: deleting everything early would leave the other seeds nothing to hit.
      make: (rng, live) => ({
        params: { id: rng.chance(0.3) ? someId(rng, deletable(live)) : someId(rng, []) },
        query: collection === 'pages' && rng.chance(0.3) ? 'cascade=true' : undefined,
        ifMatch: true,
      }),
      learn: learnDeleted(pool),
    },
  ];
}

/** Revisions, restores, who else is editing, and the item's change events. */
export function revisionSeeds(collection: Versioned): RouteSeed[] {
  const key = (rng: Prng, live: Live) =>
    collection === 'global-components'
      ? componentName(rng)
      : rng.chance(0.7)
        ? writableId(rng, live, collection)
        : readableId(rng, live, collection);
  const base = `/api/admin/${collection}/:id`;
  return [
    {
      method: 'GET',
      url: `${base}/revisions`,
      audience: 'signed-in',
      query: true,
      make: (rng, live) => ({ params: { id: key(rng, live) } }),
    },
    {
      method: 'POST',
      url: `${base}/revisions/:revisionId/restore`,
      audience: 'editor',
      make: (rng, live) => ({
        params: {
          id: collection === 'global-components' ? 'cta' : String(live.ctx.disposableIds[collection][0]),
          revisionId: someId(rng, live.ctx.revisionIds[collection]),
        },
        ifMatch: true,
      }),
    },
    {
      method: 'POST',
      url: `${base}/presence`,
      audience: 'signed-in',
      make: (rng, live) => ({ params: { id: key(rng, live) } }),
    },
    {
      // Without `Accept: text/event-stream` the route answers its news once as JSON and closes: a fuzz case that
      // opened the stream itself would hold it for minutes and count as a hang.
      method: 'GET',
      url: `${base}/events`,
      audience: 'signed-in',
      make: (rng, live) => ({ params: { id: key(rng, live) } }),
    },
  ];
}

export const adminContentSeeds: readonly RouteSeed[] = [
  { method: 'GET', url: '/api/admin/pages', audience: 'signed-in', query: true, make: () => ({}) },
  {
    method: 'POST',
    url: '/api/admin/pages',
    audience: 'editor',
    make: (rng, live) => {
      const slug = `fuzz-new-${unique()}`;
      const home = saveBody(live, 'pages', String(live.ctx.savedSeededIds.pages)) as Record<string, Json>;
      const body: Json = rng.chance(0.5) ? { title: 'Fuzz new page', slug } : { ...home, slug };
      return { body };
    },
    learn: learnCreated((live) => live.pools.itemIds.pages),
  },
  ...itemSeeds('pages'),
  {
    method: 'GET',
    url: '/api/admin/pages/:pageId/subpages',
    audience: 'signed-in',
    query: true,
    make: (rng, live) => ({ params: { pageId: readableId(rng, live, 'pages') } }),
  },
  {
    method: 'POST',
    url: '/api/admin/pages/:pageId/subpages',
    audience: 'editor',
    make: (rng, live) => ({
      params: { pageId: writableId(rng, live, 'pages') },
      body: { title: 'Fuzz new subpage', slug: `fuzz-new-sub-${unique()}` },
    }),
    learn: learnCreated((live) => live.pools.itemIds.subpages),
  },
  ...itemSeeds('subpages'),
  {
    method: 'GET',
    url: '/api/admin/global-components/:name',
    audience: 'signed-in',
    make: (rng) => ({ params: { name: componentName(rng) } }),
  },
  {
    method: 'PUT',
    url: '/api/admin/global-components/:name',
    audience: 'editor',
    make: (rng, live) => {
      const name = componentName(rng);
      return {
        params: { name },
        body: { content: existingComponent(name) ? live.ctx.componentBases[name] : live.ctx.componentBases.cta },
        ifMatch: true,
      };
    },
  },
  ...revisionSeeds('pages'),
  ...revisionSeeds('subpages'),
  ...revisionSeeds('global-components'),
];
