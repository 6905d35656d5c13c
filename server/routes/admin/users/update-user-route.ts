import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { adminMessages } from '../../../../contract/admin/admin-messages';
import { UserPatchPayloadSchema } from '../../../../contract/admin/admin-users';
import { HttpError } from '../../../http/http-error';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';

/** PATCH /api/admin/users/{id} `{role?, disabled?, approval?}` — never leaves the site without an enabled admin. */
export function updateUserRoute(app: FastifyInstance): void {
  app.patch('/api/admin/users/:id', { config: { access: 'admin' } }, async (request) => {
    const admin = requireUser(request);
    const { id } = parseInput(IdParamsSchema, request.params);
    const patch = parseInput(UserPatchPayloadSchema, request.body);
    const outcome = await app.adminRepos.users.update(id, patch);
    if ('refused' in outcome && outcome.refused === 'not-found') throw new HttpError(404, 'User not found');
    if ('refused' in outcome) throw new HttpError(409, adminMessages.lastAdmin);
    // The users table has no updated_by column, so who changed a role is kept in the log.
    request.log.info({ actorId: admin.id, userId: id, patch }, 'user role or access changed');
    return outcome.updated;
  });
}
