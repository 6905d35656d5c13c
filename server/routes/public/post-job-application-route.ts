import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SubmissionCreated } from '../../../contract/submissions';
import { JobApplicationPayloadSchema, resumeLimits } from '../../../contract/submissions';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import type { FormGuard } from '../../spam/form-guard';
import type { ReceivedResume } from './receive-resume';
import { receiveResume } from './receive-resume';

interface ReceivedForm {
  fields: Record<string, string>;
  resume?: ReceivedResume;
}

async function readMultipartForm(request: FastifyRequest): Promise<ReceivedForm> {
  const form: ReceivedForm = { fields: {} };
  for await (const part of request.parts({ limits: { fileSize: resumeLimits.maxBytes, files: 1 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'resume' || form.resume) {
        part.file.resume();
        throw new HttpError(400, 'Invalid input: resume', { resume: 'Attach one file, named resume' });
      }
      form.resume = await receiveResume(part);
    } else if (typeof part.value === 'string') {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}

/**
 * POST /api/public/job-applications — multipart (fields + optional PDF résumé) or plain JSON without one.
 * Like the contact form, what fails the spam checks is stored in the Spam folder (résumé included, so a
 * rescued application is whole) with the same 201.
 */
export function postJobApplicationRoute(app: FastifyInstance, guard: FormGuard): void {
  app.post(
    '/api/public/job-applications',
    { config: { rateLimit: app.rateLimits.submissions, acceptsMultipart: true }, preHandler: guard.globalLimit },
    async (request, reply) => {
      const form = request.isMultipart()
        ? await readMultipartForm(request)
        : { fields: request.body, resume: undefined };
      const { website, formToken, ...application } = parseInput(JobApplicationPayloadSchema, form.fields);
      const text = [application.name, application.coverLetter].join('\n');
      const verdict = await guard.assess({ website, formToken, text });
      if (verdict.folder === 'spam') request.log.info({ reasons: verdict.reasons }, 'job application filed as spam');
      const id = await app.repos.jobApplications.create({
        ...application,
        resume: form.resume,
        folder: verdict.folder,
        spamReasons: verdict.reasons,
      });
      return reply.status(201).send({ id } satisfies SubmissionCreated);
    },
  );
}
