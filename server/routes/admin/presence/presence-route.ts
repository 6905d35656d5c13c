import type { FastifyInstance } from 'fastify';
import type { Presence } from '../../../../contract/admin/presence';
import { requireUser } from '../../../http/require-user';
import type { PresenceRecorder } from '../../../presence/presence-board';
import type { RevisionTarget } from '../revisions/revision-targets';

/**
 * POST /api/admin/{collection}/{id}/presence — the heartbeat of an open editor (every 20 s): answers who else
 * has the same item open. Readers count too: someone reading may be about to ask for a change. Today's editors
 * use the event stream (document-events-route.ts) instead; this stays for clients that still beat, such as a
 * desktop app older than its server, and they are seen by the streams' next tick.
 */
export function presenceRoute(app: FastifyInstance, target: RevisionTarget, board: PresenceRecorder): void {
  app.post(
    `/api/admin/${target.collection}/:id/presence`,
    {
      config: {
        access: 'reader',
        changesContent: false,
        // Per person, not per address: a team behind one office address would share a limit.
        rateLimit: { ...app.rateLimits.presence, keyGenerator: (request) => request.currentUser?.id ?? request.ip },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const key = target.key(request.params);
      if (!(await target.read(app, key))) throw target.notFound();
      const others = await board.beat(`${target.collection}/${key}`, { id: user.id, displayName: user.displayName });
      return { others } satisfies Presence;
    },
  );
}
