import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { adminMessages } from '../../../../contract/admin/admin-messages';
import { UserPatchPayloadSchema } from '../../../../contract/admin/admin-users';
import type { UserPatchPayload } from '../../../../contract/admin/admin-users';
import type { AuditAction } from '../../../../contract/admin/audit-log';
import { changeWithAudit } from '../../../audit/change-with-audit';
import { HttpError } from '../../../http/http-error';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';

/** PATCH /api/admin/users/{id} `{role?, disabled?, approval?}` — never leaves the site without an enabled admin. */
export function updateUserRoute(app: FastifyInstance): void {
  app.patch('/api/admin/users/:id', { config: { access: 'admin', changesContent: false } }, async (request) => {
    requireUser(request);
    const { id } = parseInput(IdParamsSchema, request.params);
    const patch = parseInput(UserPatchPayloadSchema, request.body);
    return changeWithAudit(
      app,
      request,
      async ({ adminRepos }) => {
        const outcome = await adminRepos.users.update(id, patch);
        if ('refused' in outcome && outcome.refused === 'not-found') throw new HttpError(404, 'User not found');
        if ('refused' in outcome) throw new HttpError(409, adminMessages.lastAdmin);
        return outcome.updated;
      },
      (user) => ({
        action: userAction(patch),
        item: { type: 'user', id, label: `${user.displayName} (${user.username})` },
        summary: describeUserPatch(patch),
      }),
    );
  });
}

function userAction(patch: UserPatchPayload): AuditAction {
  if (patch.approval === 'approved') return 'user.approve';
  if (patch.approval === 'rejected') return 'user.reject';
  return 'user.update';
}

/** "Role: editor; access: disabled" — the values are roles and flags, nothing personal. */
function describeUserPatch(patch: UserPatchPayload): string {
  const parts: string[] = [];
  if (patch.role !== undefined) parts.push(`role: ${patch.role}`);
  if (patch.disabled !== undefined) parts.push(`access: ${patch.disabled ? 'disabled' : 'enabled'}`);
  if (patch.approval !== undefined) parts.push(`approval: ${patch.approval}`);
  return parts.join('; ');
}
