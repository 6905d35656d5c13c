import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import type { AdminPerson } from '../../../../contract/admin/admin-people';
import { plural } from '../../../../contract/plural';
import { recordAudit } from '../../../audit/record-audit';
import { requiredVersion, staleVersion } from '../../../http/edit-version';
import { HttpError } from '../../../http/http-error';
import { parseInput } from '../../../http/parse-input';
import { findPersonOrThrow } from './find-person';

/** What keeps a person: "is the author of 2 articles and is shown by the team section of Company". */
function whereShown(person: AdminPerson): string {
  const reasons = [
    ...(person.articleCount > 0 ? [`is the author of ${plural(person.articleCount, 'article')}`] : []),
    ...(person.shownOn.length > 0 ? [`is shown by the team section of ${listed(person.shownOn)}`] : []),
  ];
  return reasons.join(' and ');
}

const listed = (titles: readonly string[]) =>
  titles.length < 2 ? titles.join('') : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1) ?? ''}`;

/**
 * DELETE /api/admin/people/{id} with `If-Match` — 204; 409 while articles name them as an author or a team section
 * shows them, naming the pages.
 */
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
      if (outcome === 'in-use') throw new HttpError(409, `${person.name} ${whereShown(person)}: take them off first`);
      await recordAudit(app, request, {
        action: 'person.delete',
        item: { type: 'person', id, label: person.name },
        summary: person.role,
      });
      return reply.status(204).send();
    },
  );
}
