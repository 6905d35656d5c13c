import type { FastifyInstance } from 'fastify';
import { changePublicationRoute } from './change-publication-route';
import { previewLinkRoutes } from './preview-link-routes';
import type { PublicationAction } from './publication-targets';
import { publicationTargets } from './publication-targets';
import { publicationSettingsRoute } from './publication-settings-route';
import { scheduleRoute } from './schedule-route';
import { staffPreviewRoute } from './staff-preview-route';

/**
 * Publish, unpublish, "publish at", preview and shareable preview links, for pages, subpages and the header, footer
 * and call to action alike (a component has no "Unpublish": the site always has one).
 */
export function registerPublicationRoutes(
  app: FastifyInstance,
  { now, siteTimeZone }: { now: () => Date; siteTimeZone: string },
): void {
  publicationSettingsRoute(app, siteTimeZone);
  for (const target of publicationTargets) {
    for (const [action, auditAction] of Object.entries(target.actions)) {
      changePublicationRoute(app, target, action as PublicationAction, auditAction);
    }
    scheduleRoute(app, target, now, siteTimeZone);
    staffPreviewRoute(app, target);
    previewLinkRoutes(app, target, now);
  }
}
