import type { FastifyInstance } from 'fastify';
import { PersonWriteSchema } from '../../../../contract/admin/admin-people';
import { recordAudit } from '../../../audit/record-audit';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';
import { withSlugConflict } from '../slug-checks';
import { findPersonOrThrow } from './find-person';

/** POST /api/admin/people — 201 with the new person; a taken slug is 409. */
export function createPersonRoute(app: FastifyInstance): void {
  app.post('/api/admin/people', { config: { access: 'editor', changesContent: true } }, async (request, reply) => {
    const user = requireUser(request);
    const payload = parseInput(PersonWriteSchema, request.body);
    const id = await withSlugConflict(payload.slug, () => app.adminRepos.people.create(payload, user.id));
    const person = await findPersonOrThrow(app, id);
    await recordAudit(app, request, {
      action: 'person.create',
      item: { type: 'person', id, label: person.name },
      summary: person.role,
    });
    return reply.status(201).send(person);
  });
}
