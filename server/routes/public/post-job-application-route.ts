import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SubmissionCreated } from '../../../contract/submissions';
import { JobApplicationPayloadSchema, resumeLimits } from '../../../contract/submissions';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import type { FormGuard } from '../../spam/form-guard';
import type { StoredResume } from './receive-resume';
import { receiveResume, resumeDirectory } from './receive-resume';

interface ReceivedForm {
  fields: Record<string, string>;
  resume?: StoredResume;
}

async function readMultipartForm(request: FastifyRequest, dataDir: string): Promise<ReceivedForm> {
  const form: ReceivedForm = { fields: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: resumeLimits.maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'resume' || form.resume) {
          part.file.resume();
          throw new HttpError(400, 'Invalid input: resume', { resume: 'Attach one file, named resume' });
        }
        form.resume = await receiveResume(part, dataDir);
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
    return form;
  } catch (error) {
    if (form.resume) await rm(path.join(resumeDirectory(dataDir), form.resume.file), { force: true });
    throw error;
  }
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
        ? await readMultipartForm(request, app.dataDir)
        : { fields: request.body, resume: undefined };
      try {
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
      } catch (error) {
        if (form.resume) await rm(path.join(resumeDirectory(app.dataDir), form.resume.file), { force: true });
        throw error;
      }
    },
  );
}
