import fp from 'fastify-plugin';
import { createAdminRepositories } from '../../repositories/admin/admin-repositories';
import './admin-types';

/** Admin answers hold drafts and personal data: no shared cache, no browser cache, ever. */
export const adminPlugin = fp(async (app) => {
  app.decorate('adminRepos', createAdminRepositories(app.db));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
});
