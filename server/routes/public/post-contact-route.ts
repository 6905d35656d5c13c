import type { FastifyInstance } from 'fastify';
import type { SubmissionCreated } from '../../../contract/submissions';
import { ContactSubmissionPayloadSchema } from '../../../contract/submissions';
import { parseInput } from '../../http/parse-input';

/** POST /api/public/contact — answers 201 only once the row is committed. */
export function postContactRoute(app: FastifyInstance): void {
  app.post('/api/public/contact', { config: { rateLimit: app.rateLimits.submissions } }, async (request, reply) => {
    const { website, ...submission } = parseInput(ContactSubmissionPayloadSchema, request.body);
    if (website) {
      // A filled honeypot is a bot: look successful, store nothing.
      request.log.info('contact honeypot filled; submission dropped');
      return reply.status(201).send({ id: 0 } satisfies SubmissionCreated);
    }
    const id = await app.repos.contactSubmissions.create(submission);
    return reply.status(201).send({ id } satisfies SubmissionCreated);
  });
}
