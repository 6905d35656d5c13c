import type { RouteSeed } from './fuzz-seed';
import { routeKey } from './fuzz-seed';
import type { RegisteredRoute } from './registered-routes';
import { accountSeeds } from './seeds-account';
import { adminContentSeeds } from './seeds-admin-content';
import { adminInsightsSeeds } from './seeds-admin-insights';
import { adminMediaSeeds } from './seeds-admin-media';
import { adminPeopleSeeds } from './seeds-admin-people';
import { adminPublicationSeeds } from './seeds-admin-publication';
import { adminSubmissionSeeds } from './seeds-admin-submissions';
import { authSeeds } from './seeds-auth';
import { publicSeeds, staticFileSeed } from './seeds-public';
import { publicInsightsSeeds } from './seeds-public-insights';

/**
 * One seed per registered route (method + url). A route the server registers without a seed here is a route
 * the fuzz does not reach: `fuzz-coverage.test.ts` fails naming it, and so does the fuzz part before it sends
 * anything.
 */
export const routeSeeds: readonly RouteSeed[] = [
  ...publicSeeds,
  ...publicInsightsSeeds,
  ...authSeeds,
  ...accountSeeds,
  ...adminContentSeeds,
  ...adminPublicationSeeds,
  ...adminInsightsSeeds,
  ...adminSubmissionSeeds,
  ...adminPeopleSeeds,
  ...adminMediaSeeds,
];

const byKey = new Map(routeSeeds.map((seed) => [routeKey(seed.method, seed.url), seed]));

/** The seed that covers a registered route: its own, or for a file of the web root the one for all of them. */
export function seedFor(route: RegisteredRoute): RouteSeed | undefined {
  if (route.staticFile && (route.method === 'GET' || route.method === 'HEAD')) return staticFileSeed;
  return byKey.get(routeKey(route.method, route.url));
}

/** `GET /api/admin/things` for every registered route without a seed. */
export function routesWithoutSeeds(routes: readonly RegisteredRoute[]): string[] {
  return routes.filter((route) => !seedFor(route)).map((route) => routeKey(route.method, route.url));
}

/** Seeds whose route the server does not register (renamed or removed): stale, so worth knowing. */
export function seedsWithoutRoutes(routes: readonly RegisteredRoute[]): string[] {
  const registered = new Set(routes.map((route) => routeKey(route.method, route.url)));
  return routeSeeds.map((seed) => routeKey(seed.method, seed.url)).filter((key) => !registered.has(key));
}
