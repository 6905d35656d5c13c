import type { FastifyInstance } from 'fastify';
import type { FormToken } from '../../../contract/submissions';
import type { FormGuard } from '../../spam/form-guard';

/**
 * GET /api/public/form-token — `{token}`, fetched when a form is drawn and sent back with it (the time
 * trap). Never stored by browsers; the public micro-cache may hand one token to the visitors of the
 * same second, which only moves the trap by that second.
 */
export function getFormTokenRoute(app: FastifyInstance, guard: FormGuard): void {
  app.get('/api/public/form-token', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { token: await guard.issueToken() } satisfies FormToken;
  });
}
