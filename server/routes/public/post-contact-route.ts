import type { FastifyInstance } from 'fastify';
import type { SubmissionCreated } from '../../../contract/submissions';
import { ContactSubmissionPayloadSchema } from '../../../contract/submissions';
import { parseInput } from '../../http/parse-input';
import type { FormGuard } from '../../spam/form-guard';

/**
 * POST /api/public/contact — answers 201 only once the row is committed. What fails the spam checks is
 * stored in the Spam folder with the very same answer, so a bot learns nothing and a person wrongly
 * caught loses nothing.
 */
export function postContactRoute(app: FastifyInstance, guard: FormGuard): void {
  app.post(
    '/api/public/contact',
    { config: { rateLimit: app.rateLimits.submissions }, preHandler: guard.globalLimit },
    async (request, reply) => {
      const { website, formToken, ...submission } = parseInput(ContactSubmissionPayloadSchema, request.body);
      const text = [submission.name, submission.company, submission.subject, submission.message].join('\n');
      const verdict = await guard.assess({ website, formToken, text });
      if (verdict.folder === 'spam') request.log.info({ reasons: verdict.reasons }, 'contact submission filed as spam');
      const id = await app.repos.contactSubmissions.create({
        ...submission,
        folder: verdict.folder,
        spamReasons: verdict.reasons,
      });
      return reply.status(201).send({ id } satisfies SubmissionCreated);
    },
  );
}
