import type { FastifyInstance } from 'fastify';
import type { FormGuard } from '../../spam/form-guard';
import { getFormTokenRoute } from './get-form-token-route';
import { getGlobalComponentRoute } from './get-global-component-route';
import { getPageRoute } from './get-page-route';
import { getSubpageRoute } from './get-subpage-route';
import { listPagesRoute } from './list-pages-route';
import { listSubpagesRoute } from './list-subpages-route';
import { postContactRoute } from './post-contact-route';
import { postJobApplicationRoute } from './post-job-application-route';

/** `formGuard`: the spam checks and limits the forms share with their targets for browsers without JavaScript. */
export function registerPublicRoutes(app: FastifyInstance, formGuard: FormGuard): void {
  listPagesRoute(app);
  getPageRoute(app);
  listSubpagesRoute(app);
  getSubpageRoute(app);
  getGlobalComponentRoute(app);
  getFormTokenRoute(app, formGuard);
  postContactRoute(app, formGuard);
  postJobApplicationRoute(app, formGuard);
}
