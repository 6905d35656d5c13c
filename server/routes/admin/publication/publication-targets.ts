import type { FastifyInstance } from 'fastify';
import type { AdminGlobalComponent } from '../../../../contract/admin/admin-global-components';
import type { AuditAction } from '../../../../contract/admin/audit-log';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import type { AdminArticle } from '../../../../contract/admin/admin-articles';
import type { AdminPage, AdminSubpage } from '../../../../contract/admin/admin-pages';
import { globalComponentTitles } from '../../../../contract/global-components/global-component';
import type { PreviewEntityType } from '../../../../contract/preview';
import type { HttpError } from '../../../http/http-error';
import { parseInput } from '../../../http/parse-input';
import type { SaveOutcome } from '../../../repositories/admin/content-versions';
import { componentName, componentNotFound } from '../global-components/component-name';
import { pageNotFound } from '../pages/find-page';
import { subpageNotFound } from '../subpages/find-subpage';
import { articleNotFound } from '../articles/find-article';

export type PublicationItem = AdminPage | AdminSubpage | AdminArticle | AdminGlobalComponent;
export type PublicationAction = 'publish' | 'unpublish';

/**
 * What the publish, schedule and preview routes need to know about each kind of item with a working draft: pages
 * and subpages, and the header, footer and call to action (issue 29), which reuse the same routes.
 */
export interface PublicationTarget {
  collection: 'pages' | 'subpages' | 'articles' | 'global-components';
  entityType: PreviewEntityType;
  /** How the audit log names the item's type. */
  itemType: 'page' | 'subpage' | 'article' | 'component';
  /** The item's key from the path: an id, or a component's name (any other name is a missing item). */
  key: (params: unknown) => string;
  read: (app: FastifyInstance, key: string) => Promise<PublicationItem | undefined>;
  /** What staff call it: a page's title, a component's name in words. */
  label: (item: PublicationItem) => string;
  /** The actions it has, each with the audit log's action (a component is always on the site: no "Unpublish"). */
  actions: Partial<Record<PublicationAction, AuditAction>>;
  scheduleAudit: AuditAction;
  change: (
    app: FastifyInstance,
    key: string,
    action: PublicationAction,
    userId: number,
    expected: number,
  ) => Promise<SaveOutcome>;
  schedule: (
    app: FastifyInstance,
    key: string,
    publishAt: string | null,
    userId: number,
    expected: number,
  ) => Promise<SaveOutcome>;
  notFound: () => HttpError;
}

const numericKey = (params: unknown) => String(parseInput(IdParamsSchema, params).id);
const titleOf = (item: PublicationItem) => ('title' in item ? item.title : globalComponentTitles[item.name]);
const name = (key: string) => componentName({ name: key });

export const publicationTargets: readonly PublicationTarget[] = [
  {
    collection: 'pages',
    entityType: 'page',
    itemType: 'page',
    key: numericKey,
    read: (app, key) => app.adminRepos.pages.find(Number(key)),
    label: titleOf,
    actions: { publish: 'page.publish', unpublish: 'page.unpublish' },
    scheduleAudit: 'page.schedule',
    change: (app, key, ...args) => app.adminRepos.pages.changePublication(Number(key), ...args),
    schedule: (app, key, ...args) => app.adminRepos.pages.schedule(Number(key), ...args),
    notFound: pageNotFound,
  },
  {
    collection: 'subpages',
    entityType: 'subpage',
    itemType: 'subpage',
    key: numericKey,
    read: (app, key) => app.adminRepos.subpages.find(Number(key)),
    label: titleOf,
    actions: { publish: 'subpage.publish', unpublish: 'subpage.unpublish' },
    scheduleAudit: 'subpage.schedule',
    change: (app, key, ...args) => app.adminRepos.subpages.changePublication(Number(key), ...args),
    schedule: (app, key, ...args) => app.adminRepos.subpages.schedule(Number(key), ...args),
    notFound: subpageNotFound,
  },
  {
    collection: 'articles',
    entityType: 'article',
    itemType: 'article',
    key: numericKey,
    read: (app, key) => app.adminRepos.articles.find(Number(key)),
    label: titleOf,
    actions: { publish: 'article.publish', unpublish: 'article.unpublish' },
    scheduleAudit: 'article.schedule',
    change: (app, key, ...args) => app.adminRepos.articles.changePublication(Number(key), ...args),
    schedule: (app, key, ...args) => app.adminRepos.articles.schedule(Number(key), ...args),
    notFound: articleNotFound,
  },
  {
    collection: 'global-components',
    entityType: 'global-component',
    itemType: 'component',
    key: (params) => componentName(params, 'id'),
    read: (app, key) => app.adminRepos.globalComponents.find(name(key)),
    label: titleOf,
    actions: { publish: 'component.publish' },
    scheduleAudit: 'component.schedule',
    change: (app, key, _action, userId, expected) =>
      app.adminRepos.globalComponents.publish(name(key), userId, expected),
    schedule: (app, key, ...args) => app.adminRepos.globalComponents.schedule(name(key), ...args),
    notFound: componentNotFound,
  },
];

/** Looks the item up first: a missing one answers 404 rather than asking for a version it cannot have. */
export async function versionedItem(app: FastifyInstance, target: PublicationTarget, key: string) {
  const item = await target.read(app, key);
  if (!item) throw target.notFound();
  return item;
}
