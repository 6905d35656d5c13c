import type { FuzzContext } from './fuzz-context';
import type { Json } from './fuzz-values';
import type { Prng } from './prng';

/**
 * Every route of server/routes (public, auth, admin) and the web app, each able to produce a valid
 * request: a path with ids that exist (mostly) and a body that passes validation. The fuzz then breaks
 * one thing at a time, so each hostile input reaches the code behind the first check.
 */
export type Family = 'public' | 'auth' | 'admin' | 'web';

export interface RouteInstance {
  path: string;
  body?: Json;
}

export interface RouteSpec {
  family: Family;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As registered, for reports: `/api/admin/pages/:id`. */
  pattern: string;
  make(rng: Prng, ctx: FuzzContext): RouteInstance;
  /** Takes a JSON body (multipart for job applications, too). */
  hasBody?: boolean;
  /** Takes query parameters (filters, paging, search). */
  hasQuery?: boolean;
  /** POST /api/logout would revoke the harness's own session: send it only foreign credentials. */
  noOwnCredentials?: boolean;
}

let counter = 0;
/** Unique per generated request, so creates do not collide on slugs or usernames by accident. */
const unique = () => (counter += 1);

/** Mostly an id that exists, sometimes one that does not or is not an id at all. */
function someId(rng: Prng, existing: readonly number[]): string {
  if (existing.length > 0 && rng.chance(0.75)) return String(rng.pick(existing));
  return rng.pick(['999999', '0', '-1', '1.5', 'abc', '1e3', '0x1', '00001', '9'.repeat(16), '%20', 'null', '1,2']);
}

const componentName = (rng: Prng) => rng.pick(['header', 'footer', 'cta', 'cta', 'header', 'sidebar', 'HEADER']);
const anyOf = <T>(rng: Prng, ...lists: (readonly T[])[]) => rng.pick(lists.flat());
const existingComponent = (name: string): name is 'header' | 'footer' | 'cta' =>
  name === 'header' || name === 'footer' || name === 'cta';

const contactBody = (): Json => ({
  name: 'Fuzz Visitor',
  email: `visitor${unique()}@example.com`,
  company: 'Example Ltd',
  phone: '+44 20 7946 0000',
  subject: 'Robustness',
  message: 'A perfectly ordinary message about a zero trust assessment.',
});

const jobBody = (): Json => ({
  jobTitle: 'Senior Cloud Security Consultant',
  name: 'Fuzz Applicant',
  email: `applicant${unique()}@example.com`,
  phone: '+44 20 7946 0001',
  linkedinUrl: 'https://www.linkedin.com/in/example',
  coverLetter: 'I would like to apply.',
});

function submissionRoutes(kind: 'contact' | 'job'): RouteSpec[] {
  const base = `/api/admin/${kind}-submissions`;
  const existing = (ctx: FuzzContext) => (kind === 'contact' ? ctx.contactIds : ctx.jobIds);
  return [
    { family: 'admin', method: 'GET', pattern: base, hasQuery: true, make: () => ({ path: base }) },
    {
      family: 'admin',
      method: 'GET',
      pattern: `${base}/export.csv`,
      hasQuery: true,
      make: () => ({ path: `${base}/export.csv` }),
    },
    {
      family: 'admin',
      method: 'PATCH',
      pattern: `${base}/:id`,
      hasBody: true,
      make: (rng, ctx) => ({
        path: `${base}/${someId(rng, existing(ctx))}`,
        body: { status: rng.pick(['new', 'read', 'archived']) },
      }),
    },
    {
      family: 'admin',
      method: 'DELETE',
      pattern: `${base}/:id`,
      // Mostly ids that do not exist: deleting every submission early would leave the PATCHes nothing to hit.
      make: (rng, ctx) => ({ path: `${base}/${rng.chance(0.1) ? someId(rng, existing(ctx)) : someId(rng, [])}` }),
    },
  ];
}

function revisionRoutes(): RouteSpec[] {
  const collections = ['pages', 'subpages', 'global-components'] as const;
  const key = (rng: Prng, ctx: FuzzContext, collection: (typeof collections)[number]) =>
    collection === 'pages'
      ? someId(rng, [...ctx.disposablePageIds, ...ctx.seededPageIds])
      : collection === 'subpages'
        ? someId(rng, [...ctx.disposableSubpageIds, ...ctx.subpageIds])
        : componentName(rng);
  return collections.flatMap((collection): RouteSpec[] => [
    {
      family: 'admin',
      method: 'GET',
      pattern: `/api/admin/${collection}/:id/revisions`,
      hasQuery: true,
      make: (rng, ctx) => ({ path: `/api/admin/${collection}/${key(rng, ctx, collection)}/revisions` }),
    },
    {
      family: 'admin',
      method: 'POST',
      pattern: `/api/admin/${collection}/:id/revisions/:revisionId/restore`,
      make: (rng, ctx) => ({
        path: `/api/admin/${collection}/${key(rng, ctx, collection)}/revisions/${someId(rng, ctx.revisionIds[collection])}/restore`,
      }),
    },
    {
      family: 'admin',
      method: 'POST',
      pattern: `/api/admin/${collection}/:id/presence`,
      make: (rng, ctx) => ({ path: `/api/admin/${collection}/${key(rng, ctx, collection)}/presence` }),
    },
  ]);
}

const publicRoutes: RouteSpec[] = [
  { family: 'public', method: 'GET', pattern: '/api/public/pages', make: () => ({ path: '/api/public/pages' }) },
  {
    family: 'public',
    method: 'GET',
    pattern: '/api/public/pages/*',
    make: (rng, ctx) => ({
      path: `/api/public/pages/${anyOf(rng, ctx.publicSlugs, ['no-such-page', 'learning', 'a/b/c', 'HOME'])}`,
    }),
  },
  {
    family: 'public',
    method: 'GET',
    pattern: '/api/public/subpages/all',
    make: () => ({ path: '/api/public/subpages/all' }),
  },
  {
    family: 'public',
    method: 'GET',
    pattern: '/api/public/subpages/:parentSlug/:subpageSlug',
    make: (rng, ctx) => ({
      path: `/api/public/subpages/${anyOf(rng, ctx.subpagePaths, [['services', 'nope'] as [string, string]]).join('/')}`,
    }),
  },
  {
    family: 'public',
    method: 'GET',
    pattern: '/api/public/global-components/:name',
    make: (rng) => ({ path: `/api/public/global-components/${componentName(rng)}` }),
  },
  {
    family: 'public',
    method: 'GET',
    pattern: '/api/public/search',
    hasQuery: true,
    make: (rng) => ({
      path: `/api/public/search?q=${encodeURIComponent(rng.pick(['zero trust', 'cloud', 'ai', 'x', '']))}`,
    }),
  },
  {
    family: 'public',
    method: 'POST',
    pattern: '/api/public/contact',
    hasBody: true,
    make: () => ({ path: '/api/public/contact', body: contactBody() }),
  },
  {
    family: 'public',
    method: 'POST',
    pattern: '/api/public/job-applications',
    hasBody: true,
    make: () => ({ path: '/api/public/job-applications', body: jobBody() }),
  },
];

const authRoutes: RouteSpec[] = [
  {
    family: 'auth',
    method: 'POST',
    pattern: '/api/login',
    hasBody: true,
    // An unknown user: a wrong admin password would count towards locking the account out.
    make: () => ({ path: '/api/login', body: { username: `nobody${unique()}`, password: 'wrong-password-123' } }),
  },
  {
    family: 'auth',
    method: 'POST',
    pattern: '/api/token-login',
    hasBody: true,
    make: () => ({ path: '/api/token-login', body: { username: `nobody${unique()}`, password: 'wrong-password-123' } }),
  },
  {
    family: 'auth',
    method: 'POST',
    pattern: '/api/register',
    hasBody: true,
    make: () => {
      const id = unique();
      return {
        path: '/api/register',
        body: {
          username: `fuzz${id}`,
          password: 'fuzz-password-123',
          displayName: 'Fuzz',
          email: `f${id}@example.com`,
        },
      };
    },
  },
  {
    family: 'auth',
    method: 'POST',
    pattern: '/api/logout',
    noOwnCredentials: true,
    make: () => ({ path: '/api/logout' }),
  },
  { family: 'auth', method: 'GET', pattern: '/api/user', make: () => ({ path: '/api/user' }) },
  { family: 'auth', method: 'GET', pattern: '/api/token-check', make: () => ({ path: '/api/token-check' }) },
];

const adminRoutes: RouteSpec[] = [
  {
    family: 'admin',
    method: 'GET',
    pattern: '/api/admin/pages',
    hasQuery: true,
    make: () => ({ path: '/api/admin/pages' }),
  },
  {
    family: 'admin',
    method: 'POST',
    pattern: '/api/admin/pages',
    hasBody: true,
    make: (_rng, ctx) => ({ path: '/api/admin/pages', body: { ...ctx.pageBase, slug: `fuzz-page-${unique()}` } }),
  },
  {
    family: 'admin',
    method: 'GET',
    pattern: '/api/admin/pages/:id',
    make: (rng, ctx) => ({ path: `/api/admin/pages/${someId(rng, ctx.seededPageIds)}` }),
  },
  {
    family: 'admin',
    method: 'PUT',
    pattern: '/api/admin/pages/:id',
    hasBody: true,
    // The home page's own body on other pages too: those answer 409 (slug taken), also worth reaching.
    make: (rng, ctx) => ({ path: `/api/admin/pages/${someId(rng, ctx.seededPageIds)}`, body: ctx.pageBase }),
  },
  {
    family: 'admin',
    method: 'DELETE',
    pattern: '/api/admin/pages/:id',
    hasQuery: true,
    make: (rng, ctx) => ({
      path: `/api/admin/pages/${someId(rng, ctx.disposablePageIds.slice(1))}${rng.chance(0.3) ? '?cascade=true' : ''}`,
    }),
  },
  {
    family: 'admin',
    method: 'GET',
    pattern: '/api/admin/pages/:pageId/subpages',
    hasQuery: true,
    make: (rng, ctx) => ({ path: `/api/admin/pages/${someId(rng, ctx.seededPageIds)}/subpages` }),
  },
  {
    family: 'admin',
    method: 'POST',
    pattern: '/api/admin/pages/:pageId/subpages',
    hasBody: true,
    make: (rng, ctx) => ({
      path: `/api/admin/pages/${someId(rng, ctx.disposablePageIds)}/subpages`,
      body: { ...ctx.subpageBase, slug: `fuzz-sub-${unique()}` },
    }),
  },
  {
    family: 'admin',
    method: 'GET',
    pattern: '/api/admin/subpages/:id',
    make: (rng, ctx) => ({ path: `/api/admin/subpages/${someId(rng, ctx.subpageIds)}` }),
  },
  {
    family: 'admin',
    method: 'PUT',
    pattern: '/api/admin/subpages/:id',
    hasBody: true,
    make: (rng, ctx) => ({ path: `/api/admin/subpages/${someId(rng, ctx.subpageIds)}`, body: ctx.subpageBase }),
  },
  {
    family: 'admin',
    method: 'DELETE',
    pattern: '/api/admin/subpages/:id',
    make: (rng, ctx) => ({ path: `/api/admin/subpages/${someId(rng, ctx.disposableSubpageIds)}` }),
  },
  {
    family: 'admin',
    method: 'GET',
    pattern: '/api/admin/global-components/:name',
    make: (rng) => ({ path: `/api/admin/global-components/${componentName(rng)}` }),
  },
  {
    family: 'admin',
    method: 'PUT',
    pattern: '/api/admin/global-components/:name',
    hasBody: true,
    make: (rng, ctx) => {
      const name = componentName(rng);
      return {
        path: `/api/admin/global-components/${name}`,
        body: { content: existingComponent(name) ? ctx.componentBases[name] : ctx.componentBases.cta },
      };
    },
  },
  ...revisionRoutes(),
  ...submissionRoutes('contact'),
  ...submissionRoutes('job'),
  {
    family: 'admin',
    method: 'GET',
    pattern: '/api/admin/job-submissions/:id/resume',
    make: (rng, ctx) => ({ path: `/api/admin/job-submissions/${someId(rng, ctx.jobIds)}/resume` }),
  },
  {
    family: 'admin',
    method: 'GET',
    pattern: '/api/admin/users',
    hasQuery: true,
    make: () => ({ path: '/api/admin/users' }),
  },
  {
    family: 'admin',
    method: 'PATCH',
    pattern: '/api/admin/users/:id',
    hasBody: true,
    make: (rng, ctx): RouteInstance => ({
      path: `/api/admin/users/${someId(rng, ctx.otherUserIds)}`,
      body: rng.chance(0.5) ? { role: rng.pick(['viewer', 'editor']) } : { disabled: rng.chance(0.3) },
    }),
  },
  { family: 'admin', method: 'GET', pattern: '/api/admin/stats', make: () => ({ path: '/api/admin/stats' }) },
];

const webRoutes: RouteSpec[] = [
  { family: 'web', method: 'GET', pattern: '/', make: () => ({ path: '/' }) },
  {
    family: 'web',
    method: 'GET',
    pattern: '/assets/*',
    make: (rng, ctx) => ({ path: `/assets/${anyOf(rng, ctx.assetFiles, ['missing-abc123.js'])}` }),
  },
  {
    family: 'web',
    method: 'GET',
    pattern: '/{client route}',
    make: (rng) => ({ path: rng.pick(['/company/partners', '/services/cloud-security', '/admin/pages', '/auth']) }),
  },
];

export const routes: readonly RouteSpec[] = [...publicRoutes, ...authRoutes, ...adminRoutes, ...webRoutes];

/** Methods registered for a pattern; HEAD comes with every GET (Fastify's exposeHeadRoutes). */
export function allowedMethods(pattern: string): Set<string> {
  const methods = new Set<string>(routes.filter((route) => route.pattern === pattern).map((route) => route.method));
  if (methods.has('GET')) methods.add('HEAD');
  return methods;
}

export function familyOf(target: string): Family {
  if (target.startsWith('/api/admin')) return 'admin';
  if (target.startsWith('/api/public')) return 'public';
  if (target.startsWith('/api/')) return 'auth';
  return 'web';
}
