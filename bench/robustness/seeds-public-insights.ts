import { articleKinds, topicSlug } from '../../contract/articles';
import type { Live } from './fuzz-live';
import type { RouteSeed } from './fuzz-seed';
import type { Prng } from './prng';

/**
 * The Insights as visitors read them (issue 30): the listing with its filters and paging, an article (published,
 * a throwaway draft, a moved slug, one of the listing's own words), the people and one person. Queries are mostly
 * ones the listing takes, and now and then one it must refuse or answer empty; each filter's hostile values (NUL,
 * invalid UTF-8, huge numbers) come from fuzz-route-cases.ts.
 */
function topic(rng: Prng, live: Live): string {
  const known = live.ctx.publicInsights.topics;
  const label = known.length > 0 ? rng.pick(known) : 'Zero trust';
  return rng.pick([
    encodeURIComponent(label),
    topicSlug(label),
    encodeURIComponent(label.toUpperCase()),
    'no-such-topic',
    '',
    '%20%20',
    'x'.repeat(81),
    '%C3%A9t%C3%A9',
    '..%2F..',
  ]);
}

const kind = (rng: Prng) =>
  rng.chance(0.8) ? rng.pick(articleKinds) : rng.pick(['poem', 'NEWS', 'case_study', '', 'insight%00']);
const page = (rng: Prng) =>
  rng.chance(0.8) ? rng.pick(['1', '2', '3']) : rng.pick(['0', '-1', '1.5', '10000', '10001', '1e3', 'abc', '']);
const pageSize = (rng: Prng) =>
  rng.chance(0.8) ? rng.pick(['9', '1', '50']) : rng.pick(['0', '51', '-9', '9.5', '99999999999999999999', 'x']);

function listQuery(rng: Prng, live: Live): string | undefined {
  const parts = [
    rng.chance(0.4) ? `kind=${kind(rng)}` : null,
    rng.chance(0.4) ? `topic=${topic(rng, live)}` : null,
    rng.chance(0.3) ? `page=${page(rng)}` : null,
    rng.chance(0.3) ? `pageSize=${pageSize(rng)}` : null,
    // A filter given twice arrives as a list.
    rng.chance(0.05) ? `kind=${kind(rng)}&kind=${kind(rng)}` : null,
    rng.chance(0.05) ? 'topic=a&topic=b' : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join('&') : undefined;
}

function articleSlug(rng: Prng, live: Live): string {
  const published = live.ctx.publicInsights.articleSlugs;
  if (published.length > 0 && rng.chance(0.6)) return rng.pick(published);
  return rng.pick(['fuzz-article-0', 'fuzz-article-1', 'no-such-article', 'topics', 'feed', 'FUZZ-ARTICLE-0', 'a-']);
}

export const publicInsightsSeeds: readonly RouteSeed[] = [
  {
    method: 'GET',
    url: '/api/public/articles',
    audience: 'anyone',
    query: true,
    make: (rng, live) => ({ query: listQuery(rng, live) }),
  },
  {
    method: 'GET',
    url: '/api/public/articles/:slug',
    audience: 'anyone',
    make: (rng, live) => ({ params: { slug: articleSlug(rng, live) } }),
  },
  { method: 'GET', url: '/api/public/people', audience: 'anyone', make: () => ({}) },
  {
    method: 'GET',
    url: '/api/public/people/:slug',
    audience: 'anyone',
    make: (rng, live) => ({
      params: { slug: rng.pick([...live.ctx.publicInsights.personSlugs, 'fuzz-person-0', 'nobody', 'A']) },
    }),
  },
];
