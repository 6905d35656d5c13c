import { articleKinds } from '../../contract/articles';
import type { Live } from './fuzz-live';
import type { RouteSeed } from './fuzz-seed';
import { someId, unique } from './fuzz-seed';
import type { Json } from './fuzz-values';
import type { Prng } from './prng';
import { itemSeeds, learnCreated, learnDeleted, revisionSeeds, saveBody } from './seeds-admin-content';
import { publicationSeeds } from './seeds-admin-publication';

/**
 * The Insights in the admin (issue 30). Articles are one more collection of the content seeds (saved, restored,
 * published, previewed like pages, on the throwaway articles of fuzz-setup-insights.ts); people (authors, not
 * accounts: those are seeds-admin-people.ts) are read anywhere and changed and deleted only when throwaway.
 */
const people = (live: Live) => live.pools.personIds;

/** The admin list's filters, mostly ones it takes; the hostile values of each come from fuzz-route-cases.ts. */
function articleListQuery(rng: Prng, live: Live): string | undefined {
  return rng.pick([
    undefined,
    `kind=${rng.pick(articleKinds)}`,
    `kind=${rng.pick(articleKinds)}&status=${rng.pick(['draft', 'published'])}&page=1&pageSize=50`,
    `authorId=${someId(rng, [...live.ctx.seededPersonIds, ...people(live)])}`,
    `q=${rng.pick(['fuzz', 'zero trust', 'cloud', '%25', '_'])}`,
    `page=${rng.pick(['2', '1000000', '0'])}&pageSize=${rng.pick(['1', '100', '101'])}`,
    'kind=poem',
    'kind=insight&kind=news',
  ]);
}

function articleCreateBody(rng: Prng, live: Live): Json {
  const slug = `fuzz-new-article-${unique()}`;
  if (rng.chance(0.5)) return { title: 'Fuzz new article', slug, kind: rng.pick(articleKinds) };
  // A copy of a throwaway article (cover, authors, topics, related services, blocks) under a new slug.
  const model = saveBody(live, 'articles', String(live.ctx.disposableIds.articles[0])) as Record<string, Json>;
  return { ...model, title: 'Fuzz copied article', slug, status: rng.pick(['draft', 'draft', 'published']) };
}

function personBody(rng: Prng): Json {
  const slug = `fuzz-new-person-${unique()}`;
  if (rng.chance(0.5)) return { slug, name: 'Fuzz New Person', role: 'Author' };
  return {
    slug,
    name: 'Fuzz Full Person',
    role: 'Principal consultant',
    bio: '<p>Writes about <strong>zero trust</strong>.</p>',
    credentials: ['CISSP', 'OSCP'],
    links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/example' }],
  };
}

const articleSeeds: RouteSeed[] = [
  {
    method: 'GET',
    url: '/api/admin/articles',
    audience: 'signed-in',
    query: true,
    make: (rng, live) => ({ query: articleListQuery(rng, live) }),
  },
  {
    method: 'POST',
    url: '/api/admin/articles',
    audience: 'editor',
    make: (rng, live) => ({ body: articleCreateBody(rng, live) }),
    learn: learnCreated((live) => live.pools.itemIds.articles),
  },
  ...itemSeeds('articles'),
  ...revisionSeeds('articles'),
  ...publicationSeeds('articles'),
];

const personSeeds: RouteSeed[] = [
  { method: 'GET', url: '/api/admin/people', audience: 'signed-in', make: () => ({}) },
  {
    method: 'POST',
    url: '/api/admin/people',
    audience: 'editor',
    make: (rng) => ({ body: personBody(rng) }),
    learn: learnCreated(people),
  },
  {
    method: 'GET',
    url: '/api/admin/people/:id',
    audience: 'signed-in',
    make: (rng, live) => ({ params: { id: someId(rng, [...live.ctx.seededPersonIds, ...people(live)]) } }),
  },
  {
    method: 'PUT',
    url: '/api/admin/people/:id',
    audience: 'editor',
    make: (rng, live) => {
      const id = someId(rng, people(live));
      return { params: { id }, body: saveBody(live, 'people', id), ifMatch: true };
    },
  },
  {
    method: 'DELETE',
    url: '/api/admin/people/:id',
    audience: 'editor',
    // Half ids that do not exist (people are cheap to make again); the first throwaway one is an author: 409.
    make: (rng, live) => ({
      params: { id: rng.chance(0.5) ? someId(rng, people(live)) : someId(rng, []) },
      ifMatch: true,
    }),
    learn: learnDeleted(people),
  },
];

export const adminInsightsSeeds: readonly RouteSeed[] = [...articleSeeds, ...personSeeds];
