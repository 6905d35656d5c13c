import type { Collection, Live } from './fuzz-live';
import { forget, remember } from './fuzz-live';
import type { RouteSeed } from './fuzz-seed';
import { readField, someId } from './fuzz-seed';
import type { Prng } from './prng';
import { componentName, readableId, writableId } from './seeds-admin-content';

/**
 * Publishing, "publish at", the staff preview and shareable preview links. Publishing and scheduling act on
 * the fuzz's throwaway items only, so the seeded public site stays as it is for the public routes' cases.
 */
const hour = 3_600_000;

function publishAt(rng: Prng): string | null {
  const roll = rng.next();
  if (roll < 0.2) return null;
  if (roll < 0.85) return new Date(Date.now() + rng.int(1, 24 * 30) * hour).toISOString();
  // A time already past (refused), or a far one.
  return rng.pick([new Date(Date.now() - hour).toISOString(), '2999-12-31T23:59:59Z', '2026-06-01T09:00:00+02:00']);
}

/** Publishing, scheduling and previewing one item of a collection. */
export function publicationSeeds(collection: Collection): RouteSeed[] {
  const base = `/api/admin/${collection}/:id`;
  const links = (live: Live) => live.pools.previewLinkIds[collection];
  return [
    ...(['publish', 'unpublish'] as const).map((action): RouteSeed => ({
      method: 'POST',
      url: `${base}/${action}`,
      audience: 'editor',
      make: (rng, live) => ({ params: { id: writableId(rng, live, collection) }, ifMatch: true }),
    })),
    {
      method: 'PUT',
      url: `${base}/schedule`,
      audience: 'editor',
      make: (rng, live) => ({
        params: { id: writableId(rng, live, collection) },
        body: { publishAt: publishAt(rng) },
        ifMatch: true,
      }),
    },
    {
      method: 'GET',
      url: `${base}/preview`,
      audience: 'signed-in',
      make: (rng, live) => ({ params: { id: readableId(rng, live, collection) } }),
    },
    {
      method: 'GET',
      url: `${base}/preview-links`,
      audience: 'signed-in',
      make: (rng, live) => ({ params: { id: readableId(rng, live, collection) } }),
    },
    {
      method: 'POST',
      url: `${base}/preview-links`,
      audience: 'editor',
      make: (rng, live) => ({
        params: { id: writableId(rng, live, collection) },
        body: { days: rng.int(1, 30) },
        ifMatch: true,
      }),
      learn: (answer, _sent, live) => {
        const id = Number(readField(answer.body, 'id'));
        const path = readField(answer.body, 'path');
        if (answer.status !== 201) return;
        if (Number.isInteger(id)) remember(links(live), id);
        if (path) remember(live.pools.previewSecrets, path.split('/').pop() ?? '');
      },
    },
    {
      method: 'DELETE',
      url: `${base}/preview-links/:linkId`,
      audience: 'editor',
      make: (rng, live) => {
        const first = live.ctx.disposableIds[collection][0];
        return {
          params: {
            id: rng.chance(0.7) ? String(first) : writableId(rng, live, collection),
            linkId: someId(rng, links(live)),
          },
          ifMatch: true,
        };
      },
      learn: (answer, sent, live) => {
        if (answer.status === 204) forget(links(live), Number(sent.target.split('/').pop()));
      },
    },
  ];
}

/**
 * The header, footer and call to action (issue 29): the fuzz's saves of them write their seeded content back, so
 * publishing their draft leaves the public site as seeded. A name that is no component answers 404.
 */
function componentSeeds(): RouteSeed[] {
  const base = '/api/admin/global-components/:id';
  const links = (live: Live) => live.pools.previewLinkIds['global-components'];
  const target = (rng: Prng) => ({ id: componentName(rng) });
  return [
    {
      method: 'POST',
      url: `${base}/publish`,
      audience: 'editor',
      make: (rng) => ({ params: target(rng), ifMatch: true }),
    },
    {
      method: 'PUT',
      url: `${base}/schedule`,
      audience: 'editor',
      make: (rng) => ({ params: target(rng), body: { publishAt: publishAt(rng) }, ifMatch: true }),
    },
    { method: 'GET', url: `${base}/preview`, audience: 'signed-in', make: (rng) => ({ params: target(rng) }) },
    { method: 'GET', url: `${base}/preview-links`, audience: 'signed-in', make: (rng) => ({ params: target(rng) }) },
    {
      method: 'POST',
      url: `${base}/preview-links`,
      audience: 'editor',
      make: (rng) => ({ params: target(rng), body: { days: rng.int(1, 30) }, ifMatch: true }),
      learn: (answer, _sent, live) => {
        const id = Number(readField(answer.body, 'id'));
        const path = readField(answer.body, 'path');
        if (answer.status !== 201) return;
        if (Number.isInteger(id)) remember(links(live), id);
        if (path) remember(live.pools.previewSecrets, path.split('/').pop() ?? '');
      },
    },
    {
      method: 'DELETE',
      url: `${base}/preview-links/:linkId`,
      audience: 'editor',
      make: (rng, live) => ({ params: { ...target(rng), linkId: someId(rng, links(live)) }, ifMatch: true }),
      learn: (answer, sent, live) => {
        if (answer.status === 204) forget(links(live), Number(sent.target.split('/').pop()));
      },
    },
  ];
}

export const adminPublicationSeeds: readonly RouteSeed[] = [
  { method: 'GET', url: '/api/admin/publication-settings', audience: 'signed-in', make: () => ({}) },
  ...publicationSeeds('pages'),
  ...publicationSeeds('subpages'),
  ...componentSeeds(),
];
