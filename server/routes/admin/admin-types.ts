import type { AdminRepositories } from '../../repositories/admin/admin-repositories';

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated by the admin plugin, inside the admin routes' own context only. */
    adminRepos: AdminRepositories;
  }
}
