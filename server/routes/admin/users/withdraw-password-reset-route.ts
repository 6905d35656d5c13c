import { changeWithAudit } from '../../../audit/change-with-audit';
import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';
import { plural } from '../../../../contract/plural';

/** DELETE /api/admin/users/{id}/password-reset — withdraws the person's unused reset links (a link handed wrongly). */
export function withdrawPasswordResetRoute(app: FastifyInstance): void {
  app.delete(
    '/api/admin/users/:id/password-reset',
    { config: { access: 'admin', changesContent: false } },
    async (request) => {
      requireUser(request);
      const { id } = parseInput(IdParamsSchema, request.params);
      const withdrawn = await changeWithAudit(
        app,
        request,
        ({ repos }) => repos.passwordResets.withdraw(id),
        async (count, { repos }) => ({
          action: 'user.password-reset-link-withdraw',
          item: { type: 'user', id, label: await repos.auditLog.userLabel(id) },
          summary: `${plural(count, 'unused link')} withdrawn`,
        }),
      );
      return { withdrawn };
    },
  );
}
