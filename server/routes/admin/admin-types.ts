import type { DocumentStreams } from '../../presence/document-streams';
import type { AdminRepositories } from '../../repositories/admin/admin-repositories';
import type { AdminRoute } from './route-access';

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated by the admin plugin, inside the admin routes' own context only. */
    adminRepos: AdminRepositories;
    /** Every admin route with the access level it declared, for the access test to walk. */
    adminRoutes: readonly AdminRoute[];
    /** The open editors' event streams on this instance (tests count them). */
    documentStreams: DocumentStreams;
  }
}
