import type { Live } from './fuzz-live';
import { forget } from './fuzz-live';
import type { RouteSeed } from './fuzz-seed';
import { someId, unique } from './fuzz-seed';
import type { Json } from './fuzz-values';
import type { Prng } from './prng';

/** The inboxes of contact submissions and job applications, their exports, résumés and erasure. */
type Kind = 'contact' | 'job';

const pool = (live: Live, kind: Kind) => (kind === 'contact' ? live.pools.contactIds : live.pools.jobIds);

function filterQuery(rng: Prng): string | undefined {
  return rng.pick([
    undefined,
    'folder=spam',
    'status=new&page=1&pageSize=50',
    'q=fuzz',
    'from=2025-01-01&to=2030-12-31',
    'ids=1,2,3',
  ]);
}

function submissionSeeds(kind: Kind): RouteSeed[] {
  const base = `/api/admin/${kind}-submissions`;
  return [
    { method: 'GET', url: base, audience: 'editor', query: true, make: (rng) => ({ query: filterQuery(rng) }) },
    {
      method: 'GET',
      url: `${base}/export.csv`,
      audience: 'editor',
      query: true,
      make: (rng) => ({ query: filterQuery(rng) }),
    },
    {
      method: 'PATCH',
      url: `${base}/:id`,
      audience: 'editor',
      make: (rng, live) => {
        const body: Json = rng.chance(0.7)
          ? { status: rng.pick(['new', 'read', 'archived']) }
          : { folder: rng.pick(['inbox', 'spam']) };
        return { params: { id: someId(rng, pool(live, kind)) }, body };
      },
    },
    {
      method: 'DELETE',
      url: `${base}/:id`,
      audience: 'editor',
      // Mostly ids that do not exist: deleting every submission early would leave the PATCHes nothing to hit.
      make: (rng, live) => ({ params: { id: rng.chance(0.1) ? someId(rng, pool(live, kind)) : someId(rng, []) } }),
      learn: (answer, sent, live) => {
        if (answer.status === 204) forget(pool(live, kind), Number(sent.target.split('/').pop()));
      },
    },
    {
      method: 'POST',
      url: `${base}/bulk`,
      audience: 'editor',
      make: (rng, live) => {
        const ids = pool(live, kind).filter(() => rng.chance(0.5));
        // Deleting in bulk takes ids that do not exist, for the same reason as the single delete.
        const action = rng.pick(['read', 'new', 'archived', 'spam', 'inbox', 'read', 'delete']);
        return {
          body: { ids: action === 'delete' ? [900_000 + rng.int(0, 999)] : ids.length > 0 ? ids : [1], action },
        };
      },
    },
  ];
}

export const adminSubmissionSeeds: readonly RouteSeed[] = [
  ...submissionSeeds('contact'),
  ...submissionSeeds('job'),
  {
    method: 'GET',
    url: '/api/admin/job-submissions/:id/resume',
    audience: 'editor',
    make: (rng, live) => ({ params: { id: someId(rng, live.pools.jobIds) } }),
  },
  {
    method: 'POST',
    url: '/api/admin/submissions/erase-preview',
    audience: 'admin',
    make: (rng, live) => ({
      body: { email: rng.chance(0.5) ? rng.pick(live.ctx.contactEmails) : `nobody${unique()}@example.com` },
    }),
  },
  {
    method: 'POST',
    url: '/api/admin/submissions/erase',
    audience: 'admin',
    // The visitors' addresses the contact seed reuses now and then, or nobody's.
    make: (rng, live) => ({
      body: { email: rng.chance(0.3) ? rng.pick(live.ctx.contactEmails) : `nobody${unique()}@example.com` },
    }),
  },
];
