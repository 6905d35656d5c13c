import type { FastifyInstance } from 'fastify';
import type { PublicationSettings } from '../../../../contract/admin/publication';

/** GET /api/admin/publication-settings — the site's time zone, in which "Publish at" is typed and shown. */
export function publicationSettingsRoute(app: FastifyInstance, timeZone: string): void {
  app.get('/api/admin/publication-settings', { config: { access: 'reader' } }, (): PublicationSettings => ({
    timeZone,
  }));
}
