import type { Live, Pools } from './fuzz-live';
import { remember } from './fuzz-live';
import type { RouteSeed, Sent } from './fuzz-seed';
import { readField, unique } from './fuzz-seed';
import type { RawAnswer } from './raw-http';
import type { Prng } from './prng';

/** The public site's API, what search engines read, health and the media library's files. */
const learnSubmission =
  (pool: keyof Pick<Pools, 'contactIds' | 'jobIds'>) => (answer: RawAnswer, _sent: Sent, live: Live) => {
    const id = Number(readField(answer.body, 'id'));
    if (answer.status === 201 && Number.isInteger(id)) remember(live.pools[pool], id);
  };

const componentName = (rng: Prng) => rng.pick(['header', 'footer', 'cta', 'cta', 'header', 'sidebar', 'HEADER']);

export const publicSeeds: readonly RouteSeed[] = [
  { method: 'GET', url: '/api/public/pages', audience: 'anyone', make: () => ({}) },
  {
    method: 'GET',
    url: '/api/public/pages/*',
    audience: 'anyone',
    make: (rng, live) => ({
      params: { '*': rng.pick([...live.ctx.publicSlugs, 'no-such-page', 'learning', 'a/b/c', 'HOME', 'fuzz-old-0']) },
    }),
  },
  { method: 'GET', url: '/api/public/subpages/all', audience: 'anyone', make: () => ({}) },
  {
    method: 'GET',
    url: '/api/public/subpages/:parentSlug/:subpageSlug',
    audience: 'anyone',
    make: (rng, live) => {
      const [parentSlug, subpageSlug] = rng.pick([...live.ctx.subpagePaths, ['services', 'nope'] as [string, string]]);
      return { params: { parentSlug, subpageSlug } };
    },
  },
  {
    method: 'GET',
    url: '/api/public/global-components/:name',
    audience: 'anyone',
    make: (rng) => ({ params: { name: componentName(rng) } }),
  },
  {
    method: 'GET',
    url: '/api/public/search',
    audience: 'anyone',
    query: true,
    make: (rng) => ({ query: `q=${encodeURIComponent(rng.pick(['zero trust', 'cloud', 'ai', 'x', '']))}` }),
  },
  { method: 'GET', url: '/api/public/form-token', audience: 'anyone', make: () => ({}) },
  {
    method: 'POST',
    url: '/api/public/contact',
    audience: 'anyone',
    make: (rng, live) => ({
      body: {
        name: 'Fuzz Visitor',
        // Now and then an address an erasure seed will look for.
        email: rng.chance(0.2) ? rng.pick(live.ctx.contactEmails) : `visitor${unique()}@example.com`,
        company: 'Example Ltd',
        phone: '+44 20 7946 0000',
        subject: 'Robustness',
        message: 'A perfectly ordinary message about a zero trust assessment.',
      },
    }),
    learn: learnSubmission('contactIds'),
  },
  {
    method: 'POST',
    url: '/api/public/job-applications',
    audience: 'anyone',
    make: () => ({
      body: {
        jobTitle: 'Senior Cloud Security Consultant',
        name: 'Fuzz Applicant',
        email: `applicant${unique()}@example.com`,
        phone: '+44 20 7946 0001',
        linkedinUrl: 'https://www.linkedin.com/in/example',
        coverLetter: 'I would like to apply.',
      },
    }),
    learn: learnSubmission('jobIds'),
  },
  // The forms' targets without JavaScript (issue 31): answered with a rendered page; JSON reaches the same checks.
  {
    method: 'POST',
    url: '/forms/contact',
    audience: 'anyone',
    query: true,
    make: () => ({
      query: 'page=%2Fcontact&anchor=contact-form',
      body: {
        name: 'Fuzz Visitor',
        email: `visitor${unique()}@example.com`,
        message: 'A perfectly ordinary message sent without JavaScript.',
      },
    }),
  },
  {
    method: 'POST',
    url: '/forms/job-application',
    audience: 'anyone',
    query: true,
    make: () => ({
      query: 'page=%2Fcompany%2Fcareers&anchor=job-listings-section',
      body: { jobTitle: 'Senior Cloud Security Consultant', name: 'Fuzz Applicant', email: `a${unique()}@example.com` },
    }),
  },
  {
    method: 'GET',
    url: '/api/public/preview/:secret',
    audience: 'anyone',
    make: (rng, live) => ({
      params: { secret: rng.pick([...live.pools.previewSecrets, 'A'.repeat(43), 'revoked-or-never-was-123']) },
    }),
  },
  { method: 'GET', url: '/sitemap.xml', audience: 'anyone', make: () => ({}) },
  {
    // One file of the sitemap index (a site past 50,000 addresses); a small site has none, so mostly 404s.
    method: 'GET',
    url: '/sitemap-:n.xml',
    audience: 'anyone',
    make: (rng) => ({ params: { n: rng.pick(['1', '2', '0', '-1', '99999999999999999999', 'abc', '1.5']) } }),
  },
  { method: 'GET', url: '/insights/feed.xml', audience: 'anyone', make: () => ({}) },
  {
    // Link-preview pictures (issue 31): versions that are not the item's current one, unknown kinds, slugs of no
    // published item and paths that try to leave the folder, all 404 without drawing anything.
    method: 'GET',
    url: '/og/:kind/:version/*',
    audience: 'anyone',
    make: (rng, live) => {
      const slug = rng.pick([...live.ctx.publicSlugs, 'no-such-page', 'company/partners', '%2e%2e/%2e%2e/etc/passwd']);
      return {
        params: {
          kind: rng.pick(['page', 'subpage', 'article', 'insights', 'topic', 'widget']),
          version: rng.pick(['00000000', 'zzzzzzzz', 'ffffffff', 'x']),
          '*': rng.pick([`${slug}.png`, `${slug}.jpg`, 'insights.png', 'a']),
        },
      };
    },
  },
  { method: 'GET', url: '/robots.txt', audience: 'anyone', make: () => ({}) },
  { method: 'GET', url: '/.well-known/security.txt', audience: 'anyone', make: () => ({}) },
  { method: 'GET', url: '/healthz', audience: 'anyone', make: () => ({}) },
  {
    method: 'GET',
    url: '/media/:id/:hash/:file',
    audience: 'anyone',
    make: (rng, live) => {
      const known =
        live.pools.mediaFiles.length > 0 ? rng.pick(live.pools.mediaFiles) : '/media/1/0123456789abcdef/x.png';
      const [, , id = '1', hash = '', file = ''] = known.split('/');
      const roll = rng.next();
      // Mostly a file that exists; sometimes a width that was never made, or another file's hash.
      if (roll < 0.75) return { params: { id, hash, file } };
      if (roll < 0.9)
        return { params: { id, hash, file: file.replace(/(-\d+)?\.(\w+)$/, `-${rng.int(1, 99999)}.webp`) } };
      return { params: { id: String(Number(id) + 1), hash, file } };
    },
  },
  {
    method: 'GET',
    url: '/',
    audience: 'anyone',
    make: (rng) => ({ query: rng.chance(0.3) ? `utm_source=${unique()}` : undefined }),
  },
];

/**
 * Every file of the built web root is a route of its own (@fastify/static registers one per file): one seed
 * covers them all, drawing from the registered files.
 */
export const staticFileSeed: RouteSeed = {
  method: 'GET',
  url: '/*',
  audience: 'anyone',
  make: (rng, live) => ({
    params: { '*': rng.pick(live.staticFiles.length > 0 ? live.staticFiles : ['/index.html']).slice(1) },
  }),
};
