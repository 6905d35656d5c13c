import type { FastifyInstance } from 'fastify';
import type { AdminPage, AdminSubpage } from '../../../../contract/admin/admin-pages';
import type { PreviewEntityType } from '../../../../contract/preview';
import type { HttpError } from '../../../http/http-error';
import type { SaveOutcome } from '../../../repositories/admin/content-versions';
import { findPageOrThrow, pageNotFound } from '../pages/find-page';
import { findSubpageOrThrow, subpageNotFound } from '../subpages/find-subpage';

/** What the publish, schedule and preview routes need to know about pages and subpages. */
export interface PublicationTarget {
  collection: 'pages' | 'subpages';
  entityType: PreviewEntityType;
  read: (app: FastifyInstance, id: number) => Promise<AdminPage | AdminSubpage | undefined>;
  readOrThrow: (app: FastifyInstance, id: number) => Promise<AdminPage | AdminSubpage>;
  change: (
    app: FastifyInstance,
    id: number,
    action: 'publish' | 'unpublish',
    userId: number,
    expected: number,
  ) => Promise<SaveOutcome>;
  schedule: (
    app: FastifyInstance,
    id: number,
    publishAt: string | null,
    userId: number,
    expected: number,
  ) => Promise<SaveOutcome>;
  notFound: () => HttpError;
}

export const publicationTargets: readonly PublicationTarget[] = [
  {
    collection: 'pages',
    entityType: 'page',
    read: (app, id) => app.adminRepos.pages.find(id),
    readOrThrow: findPageOrThrow,
    change: (app, ...args) => app.adminRepos.pages.changePublication(...args),
    schedule: (app, ...args) => app.adminRepos.pages.schedule(...args),
    notFound: pageNotFound,
  },
  {
    collection: 'subpages',
    entityType: 'subpage',
    read: (app, id) => app.adminRepos.subpages.find(id),
    readOrThrow: findSubpageOrThrow,
    change: (app, ...args) => app.adminRepos.subpages.changePublication(...args),
    schedule: (app, ...args) => app.adminRepos.subpages.schedule(...args),
    notFound: subpageNotFound,
  },
];

/** Looks the item up first: a missing one answers 404 rather than asking for a version it cannot have. */
export async function versionedItem(app: FastifyInstance, target: PublicationTarget, id: number) {
  const item = await target.read(app, id);
  if (!item) throw target.notFound();
  return item;
}
