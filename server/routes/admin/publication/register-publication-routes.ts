import type { FastifyInstance } from 'fastify';
import { changePublicationRoute } from './change-publication-route';
import { previewLinkRoutes } from './preview-link-routes';
import { publicationTargets } from './publication-targets';
import { publicationSettingsRoute } from './publication-settings-route';
import { scheduleRoute } from './schedule-route';
import { staffPreviewRoute } from './staff-preview-route';

/** Publish, unpublish, "publish at", preview and shareable preview links, for pages and subpages alike. */
export function registerPublicationRoutes(
  app: FastifyInstance,
  { now, siteTimeZone }: { now: () => Date; siteTimeZone: string },
): void {
  publicationSettingsRoute(app, siteTimeZone);
  for (const target of publicationTargets) {
    changePublicationRoute(app, target, 'publish');
    changePublicationRoute(app, target, 'unpublish');
    scheduleRoute(app, target, now);
    staffPreviewRoute(app, target);
    previewLinkRoutes(app, target, now);
  }
}
