import type { FastifyInstance } from 'fastify';
import { adminMessages } from '../../../../contract/admin/admin-messages';
import type { DocumentSnapshot } from '../../../../contract/admin/document-events';
import { openEventStream } from '../../../http/event-stream';
import { HttpError } from '../../../http/http-error';
import { requireUser } from '../../../http/require-user';
import type { DocumentStreams } from '../../../presence/document-streams';
import type { RevisionTarget } from '../revisions/revision-targets';

/** More than a person's tabs and windows would hold open; each stream holds a connection. */
export const maxStreamsPerPerson = 20;

/**
 * GET /api/admin/{collection}/{id}/events — the event stream of an open editor (contract/admin/document-events.ts):
 * `current` (the version now), then `presence` at once and whenever who else has the item open changes, and
 * `saved` for each save someone else makes. Readers count too, as for the heartbeat. Authenticated like every
 * admin route (cookie or bearer token, checked before the handler), so the renderer reads it with fetch, not
 * EventSource, which cannot send a token. A request that does not accept `text/event-stream` gets the same news
 * once, as JSON (`{current, others}`), and records nothing: a look, not an open editor.
 */
export function documentEventsRoute(app: FastifyInstance, target: RevisionTarget, streams: DocumentStreams): void {
  app.get(
    `/api/admin/${target.collection}/:id/events`,
    {
      config: {
        access: 'reader',
        // Per person, not per address: a team behind one office address would share a limit.
        rateLimit: { ...app.rateLimits.presence, keyGenerator: (request) => request.currentUser?.id ?? request.ip },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const key = target.key(request.params);
      const current = await target.read(app, key);
      if (!current) throw target.notFound();
      const version = { version: current.version, updatedAt: current.updatedAt, updatedBy: current.updatedBy };
      const item = `${target.collection}/${key}`;
      if (!(request.headers.accept ?? '').includes('text/event-stream')) {
        const present = await streams.present(item);
        return {
          current: version,
          others: present.filter((person) => person.id !== user.id),
        } satisfies DocumentSnapshot;
      }
      if (streams.countFor(user.id) >= maxStreamsPerPerson) throw new HttpError(429, adminMessages.tooManyStreams);
      const writer = openEventStream(reply);
      writer.write({ event: 'current', data: version });
      const remove = await streams.open({
        item,
        user: { id: user.id, displayName: user.displayName },
        send: (event) => writer.write(event ?? undefined),
        end: () => writer.end(),
      });
      void writer.closed.then(remove);
    },
  );
}
