import { samplePicture } from './fuzz-form';
import { forget, remember } from './fuzz-live';
import type { Live } from './fuzz-live';
import type { FormPart, RouteSeed, Sent } from './fuzz-seed';
import { readField, someId, unique } from './fuzz-seed';
import { rememberMedia } from './fuzz-setup-media';
import type { Prng } from './prng';
import type { RawAnswer } from './raw-http';

/** The media library (uploads are decoded and re-encoded, so the seed sends a real picture) and redirects. */
const pictureParts = (alt: string): FormPart[] => [
  { name: 'alt', data: alt },
  { name: 'file', filename: `fuzz-${unique()}.png`, type: 'image/png', data: samplePicture() },
];

function learnMedia(answer: RawAnswer, _sent: Sent, live: Live): void {
  const id = Number(readField(answer.body, 'id'));
  if ((answer.status !== 200 && answer.status !== 201) || !Number.isInteger(id)) return;
  const urls = [...answer.body.matchAll(/"url":"(\/media\/[^"]+)"/g)].map((match) => match[1] ?? '');
  const [url = '', ...renditions] = urls;
  if (url) rememberMedia(live.pools, { id, url, renditions: renditions.map((rendition) => ({ url: rendition })) });
}

/** Revisions are made by the PUT seeds' replacements: low ids exist once a few have run. */
const revisionId = (rng: Prng) => (rng.chance(0.7) ? String(rng.int(1, 6)) : someId(rng, []));

const redirectTarget = (rng: Prng) => rng.pick(['/services', '/company', '/fuzz-old-1', '/services/cloud-security']);

export const adminMediaSeeds: readonly RouteSeed[] = [
  {
    method: 'GET',
    url: '/api/admin/media',
    audience: 'signed-in',
    query: true,
    make: (rng) => ({
      query: [
        rng.chance(0.5) ? `q=${rng.pick(['fuzz', 'png', 'picture'])}` : '',
        rng.chance(0.3) ? `type=${rng.pick(['png', 'svg', 'jpeg', 'gif'])}` : '',
        rng.chance(0.3) ? `unused=${rng.pick(['true', 'false', 'yes'])}` : '',
        rng.chance(0.3)
          ? `page=${rng.pick(['1', '2', '0', '999999'])}&pageSize=${rng.pick(['1', '20', '100', '101'])}`
          : '',
      ]
        .filter((part) => part !== '')
        .join('&'),
    }),
  },
  {
    method: 'POST',
    url: '/api/admin/media',
    audience: 'editor',
    make: () => ({ form: pictureParts('A fuzz picture') }),
    learn: learnMedia,
  },
  {
    method: 'GET',
    url: '/api/admin/media/:id',
    audience: 'signed-in',
    make: (rng, live) => ({ params: { id: someId(rng, live.pools.mediaIds) } }),
  },
  {
    method: 'PUT',
    url: '/api/admin/media/:id',
    audience: 'editor',
    make: (rng, live) => {
      const id = someId(rng, live.pools.mediaIds);
      return rng.chance(0.8)
        ? {
            params: { id },
            body: {
              alt: `Changed alt ${unique()}`,
              ...(rng.chance(0.5) ? { focus: { x: rng.pick([0, 30, 50, 100, 101]), y: rng.pick([0, 70, 100]) } } : {}),
            },
          }
        : { params: { id }, form: pictureParts('Replaced picture') };
    },
    learn: learnMedia,
  },
  {
    method: 'DELETE',
    url: '/api/admin/media/:id',
    audience: 'editor',
    make: (rng, live) => ({
      params: { id: rng.chance(0.2) ? someId(rng, live.pools.mediaIds.slice(3)) : someId(rng, []) },
    }),
    learn: (answer, sent, live) => {
      if (answer.status === 204) forget(live.pools.mediaIds, Number(sent.target.split('/').pop()));
    },
  },
  {
    method: 'GET',
    url: '/api/admin/media/:id/revisions',
    audience: 'signed-in',
    make: (rng, live) => ({ params: { id: someId(rng, live.pools.mediaIds) } }),
  },
  {
    method: 'GET',
    url: '/api/admin/media/:id/revisions/:revisionId/file',
    audience: 'signed-in',
    make: (rng, live) => ({ params: { id: someId(rng, live.pools.mediaIds), revisionId: revisionId(rng) } }),
  },
  {
    method: 'POST',
    url: '/api/admin/media/:id/revisions/:revisionId/restore',
    audience: 'editor',
    make: (rng, live) => ({ params: { id: someId(rng, live.pools.mediaIds), revisionId: revisionId(rng) } }),
    learn: learnMedia,
  },
  { method: 'GET', url: '/api/admin/redirects', audience: 'signed-in', make: () => ({}) },
  {
    method: 'GET',
    url: '/api/admin/link-targets',
    audience: 'signed-in',
    query: true,
    make: (rng) => ({ query: rng.chance(0.5) ? 'q=cloud' : 'path=%2Fservices%2Fcloud-security%23faq' }),
  },
  {
    method: 'POST',
    url: '/api/admin/redirects',
    audience: 'editor',
    make: (rng) => ({ body: { source: `/fuzz-moved-${unique()}`, target: redirectTarget(rng) } }),
    learn: (answer, _sent, live) => {
      const id = Number(readField(answer.body, 'id'));
      if (answer.status === 201 && Number.isInteger(id)) remember(live.pools.redirectIds, id);
    },
  },
  {
    method: 'DELETE',
    url: '/api/admin/redirects/:id',
    audience: 'editor',
    make: (rng, live) => ({ params: { id: someId(rng, live.pools.redirectIds.slice(2)) } }),
    learn: (answer, sent, live) => {
      if (answer.status === 204) forget(live.pools.redirectIds, Number(sent.target.split('/').pop()));
    },
  },
];
