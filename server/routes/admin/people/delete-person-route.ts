import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { plural } from '../../../../contract/plural';
import { recordAudit } from '../../../audit/record-audit';
import { requiredVersion, staleVersion } from '../../../http/edit-version';
import { HttpError } from '../../../http/http-error';
import { parseInput } from '../../../http/parse-input';
import { findPersonOrThrow } from './find-person';

/** DELETE /api/admin/people/{id} with `If-Match` — 204; 409 while articles name them as an author. */
export function deletePersonRoute(app: FastifyInstance): void {
  app.delete(
    '/api/admin/people/:id',
    { config: { access: 'editor', changesContent: true } },
    async (request, reply) => {
      const { id } = parseInput(IdParamsSchema, request.params);
      const person = await findPersonOrThrow(app, id);
      const outcome = await app.adminRepos.people.remove(id, requiredVersion(request));
      if (outcome === 'not-found') throw new HttpError(404, 'Person not found');
      if (outcome === 'stale') throw staleVersion(await findPersonOrThrow(app, id));
      if (outcome === 'in-use') {
        const count = plural(person.articleCount, 'article');
        throw new HttpError(409, `${person.name} is the author of ${count}: take them off first`);
      }
      await recordAudit(app, request, {
        action: 'person.delete',
        item: { type: 'person', id, label: person.name },
        summary: person.role,
      });
      return reply.status(204).send();
    },
  );
}
