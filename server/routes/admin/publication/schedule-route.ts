import { recordAudit } from '../../../audit/record-audit';
import type { FastifyInstance } from 'fastify';
import { SchedulePayloadSchema } from '../../../../contract/admin/publication';
import { formatInZone } from '../../../../contract/zoned-time';
import { requiredVersion, sendVersioned, staleVersion } from '../../../http/edit-version';
import { HttpError } from '../../../http/http-error';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';
import type { PublicationTarget } from './publication-targets';
import { versionedItem } from './publication-targets';

export const schedulePastMessage = 'Choose a time in the future';

/**
 * PUT /api/admin/{pages|subpages|global-components}/{id}/schedule `{publishAt}` with `If-Match` — the working copy goes live by
 * itself at that instant (`null` cancels). Only the time is stored, so a restart forgets nothing.
 */
export function scheduleRoute(
  app: FastifyInstance,
  target: PublicationTarget,
  now: () => Date,
  siteTimeZone: string,
): void {
  app.put(
    `/api/admin/${target.collection}/:id/schedule`,
    { config: { access: 'editor', changesContent: true } },
    async (request, reply) => {
      const user = requireUser(request);
      const key = target.key(request.params);
      const { publishAt } = parseInput(SchedulePayloadSchema, request.body);
      const at = publishAt === null ? null : new Date(publishAt);
      if (at && at.getTime() <= now().getTime()) {
        throw new HttpError(400, 'Invalid input: publishAt', { publishAt: schedulePastMessage });
      }
      await versionedItem(app, target, key);
      const expected = requiredVersion(request);
      const outcome = await target.schedule(app, key, at?.toISOString() ?? null, user.id, expected);
      if (outcome === 'not-found') throw target.notFound();
      if (outcome === 'stale') throw staleVersion(await versionedItem(app, target, key));
      const updated = sendVersioned(reply, await versionedItem(app, target, key));
      await recordAudit(app, request, {
        action: target.scheduleAudit,
        item: { type: target.itemType, id: key, label: target.label(updated) },
        summary: at ? `To go live at ${formatInZone(at.toISOString(), siteTimeZone)}` : 'Schedule cancelled',
      });
      return updated;
    },
  );
}
