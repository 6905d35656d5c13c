import type { FastifyInstance } from 'fastify';
import type { AuditAction } from '../../../../contract/admin/audit-log';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import type { CurrentVersion } from '../../../../contract/admin/edit-versions';
import type { RevisionCollection, RevisionEntityType } from '../../../../contract/admin/revisions';
import type { HttpError } from '../../../http/http-error';
import { parseInput } from '../../../http/parse-input';
import type { RestoreOutcome } from '../../../repositories/admin/content-versions';
import { componentName, componentNotFound } from '../global-components/component-name';
import { pageNotFound } from '../pages/find-page';
import { subpageNotFound } from '../subpages/find-subpage';
import { articleNotFound } from '../articles/find-article';

/** What the revision routes need to know about each kind of versioned entity. */
export interface RevisionTarget {
  collection: RevisionCollection;
  entityType: RevisionEntityType;
  /** The entity key from the path: a numeric id, or a component name. */
  key: (params: unknown) => string;
  /** The entity as its GET answers it; its version, time and author also word a 412. */
  read: (app: FastifyInstance, key: string) => Promise<CurrentVersion | undefined>;
  restore: (
    app: FastifyInstance,
    key: string,
    revisionId: number,
    userId: number,
    expected: number,
  ) => Promise<RestoreOutcome>;
  notFound: () => HttpError;
  /** How the audit log records a restore of one: the action and the item type it names. */
  audit: { action: AuditAction; itemType: string };
}

const numericKey = (params: unknown) => String(parseInput(IdParamsSchema, params).id);

export const revisionTargets: readonly RevisionTarget[] = [
  {
    collection: 'pages',
    entityType: 'page',
    key: numericKey,
    read: (app, key) => app.adminRepos.pages.find(Number(key)),
    restore: (app, key, revisionId, userId, expected) =>
      app.adminRepos.pages.restore(Number(key), revisionId, userId, expected),
    notFound: pageNotFound,
    audit: { action: 'page.restore', itemType: 'page' },
  },
  {
    collection: 'subpages',
    entityType: 'subpage',
    key: numericKey,
    read: (app, key) => app.adminRepos.subpages.find(Number(key)),
    restore: (app, key, revisionId, userId, expected) =>
      app.adminRepos.subpages.restore(Number(key), revisionId, userId, expected),
    notFound: subpageNotFound,
    audit: { action: 'subpage.restore', itemType: 'subpage' },
  },
  {
    collection: 'articles',
    entityType: 'article',
    key: numericKey,
    read: (app, key) => app.adminRepos.articles.find(Number(key)),
    restore: (app, key, revisionId, userId, expected) =>
      app.adminRepos.articles.restore(Number(key), revisionId, userId, expected),
    notFound: articleNotFound,
    audit: { action: 'article.restore', itemType: 'article' },
  },
  {
    collection: 'global-components',
    entityType: 'global-component',
    key: (params) => componentName(params, 'id'),
    read: (app, key) => app.adminRepos.globalComponents.find(componentName({ name: key })),
    restore: (app, key, revisionId, userId, expected) =>
      app.adminRepos.globalComponents.restore(componentName({ name: key }), revisionId, userId, expected),
    notFound: componentNotFound,
    audit: { action: 'component.restore', itemType: 'component' },
  },
];
