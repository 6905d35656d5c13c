import { changeWithAudit } from '../../../audit/change-with-audit';
import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import type { CreatedPasswordReset } from '../../../../contract/password-resets';
import { passwordResetMessages, passwordResetPath } from '../../../../contract/password-resets';
import { HttpError } from '../../../http/http-error';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';

/**
 * POST /api/admin/users/{id}/password-reset — a one-time link for the person to choose a new password, valid for
 * a day and shown this once (there is no mail server: the admin hands it over). It replaces any unused one.
 */
export function createPasswordResetRoute(app: FastifyInstance): void {
  app.post(
    '/api/admin/users/:id/password-reset',
    { config: { access: 'admin', changesContent: false } },
    async (request, reply) => {
      const admin = requireUser(request);
      const { id } = parseInput(IdParamsSchema, request.params);
      const { secret, expiresAt } = await changeWithAudit(
        app,
        request,
        async ({ repos }) => {
          const target = await repos.users.findById(id);
          if (!target) throw new HttpError(404, passwordResetMessages.userNotFound);
          const link = await repos.passwordResets.create(id, admin.id);
          return { ...link, label: `${target.display_name} (${target.username})` };
        },
        (link) => ({
          action: 'user.password-reset-link',
          item: { type: 'user', id, label: link.label },
          summary: `Valid until ${link.expiresAt}`,
        }),
      );
      const body: CreatedPasswordReset = { path: passwordResetPath(secret), expiresAt };
      return reply.status(201).send(body);
    },
  );
}
