import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { PersonWriteSchema } from '../../../../contract/admin/admin-people';
import { recordAudit } from '../../../audit/record-audit';
import { requiredVersion, sendVersioned, staleVersion } from '../../../http/edit-version';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';
import { withSlugConflict } from '../slug-checks';
import { findPersonOrThrow, personNotFound } from './find-person';

/** PUT /api/admin/people/{id} with `If-Match` — replaces the person; 412 when saved since the writer read it. */
export function updatePersonRoute(app: FastifyInstance): void {
  app.put('/api/admin/people/:id', { config: { access: 'editor', changesContent: true } }, async (request, reply) => {
    const user = requireUser(request);
    const { id } = parseInput(IdParamsSchema, request.params);
    const payload = parseInput(PersonWriteSchema, request.body);
    await findPersonOrThrow(app, id);
    const outcome = await withSlugConflict(payload.slug, () =>
      app.adminRepos.people.update(id, payload, user.id, requiredVersion(request)),
    );
    if (outcome === 'not-found') throw personNotFound();
    if (outcome === 'stale') throw staleVersion(await findPersonOrThrow(app, id));
    const person = sendVersioned(reply, await findPersonOrThrow(app, id));
    await recordAudit(app, request, {
      action: 'person.update',
      item: { type: 'person', id, label: person.name },
      summary: person.role,
    });
    return person;
  });
}
