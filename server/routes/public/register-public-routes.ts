import type { FastifyInstance } from 'fastify';
import type { ContentChange } from '../../http/content-change';
import type { FormGuard } from '../../spam/form-guard';
import { getArticleRoute } from './get-article-route';
import { getFormTokenRoute } from './get-form-token-route';
import { getPersonRoute } from './get-person-route';
import { getGlobalComponentRoute } from './get-global-component-route';
import { getPageRoute } from './get-page-route';
import { getSubpageRoute } from './get-subpage-route';
import { listArticlesRoute } from './list-articles-route';
import { listPagesRoute } from './list-pages-route';
import { listPeopleRoute } from './list-people-route';
import { listSubpagesRoute } from './list-subpages-route';
import { postContactRoute } from './post-contact-route';
import { postJobApplicationRoute } from './post-job-application-route';

/**
 * Returns what drops the kept public lists on a content change. `formGuard`: the spam checks and limits the forms
 * share with their targets for browsers without JavaScript.
 */
export function registerPublicRoutes(app: FastifyInstance, formGuard: FormGuard): ((change: ContentChange) => void)[] {
  const invalidators = [listPagesRoute(app), listSubpagesRoute(app)];
  getPageRoute(app);
  getSubpageRoute(app);
  getGlobalComponentRoute(app);
  listArticlesRoute(app);
  getArticleRoute(app);
  listPeopleRoute(app);
  getPersonRoute(app);
  getFormTokenRoute(app, formGuard);
  postContactRoute(app, formGuard);
  postJobApplicationRoute(app, formGuard);
  return invalidators;
}
