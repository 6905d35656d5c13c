import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formPostPaths } from '../../../contract/form-reply';
import { JobApplicationPayloadSchema, resumeLimits } from '../../../contract/submissions';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import type { FormGuard } from '../../spam/form-guard';
import type { ReceivedResume } from '../public/receive-resume';
import { receiveResume } from '../public/receive-resume';
import { formPostTarget, typedValues } from './form-post-target';
import type { FormPostAnswers } from './register-form-post-routes';
import { refusalMessage } from './register-form-post-routes';

const applicationFieldNames = ['name', 'email', 'phone', 'linkedinUrl', 'coverLetter'] as const;
const defaultTarget = { page: '/company/careers', anchor: 'job-listings-section' };

interface ReadForm {
  fields: Record<string, string>;
  resume?: ReceivedResume;
  /** Why the résumé was refused: told beside the other fields, whose text is read all the same. */
  resumeError?: string;
}

/**
 * Reads the whole form, résumé included. Unlike the JSON API's reader, a refused résumé does not end the reading:
 * the fields after it are still read, so the answer keeps everything typed. A browser sends an empty file part
 * for a file input left empty; that is no résumé.
 */
async function readApplicationForm(request: FastifyRequest): Promise<ReadForm> {
  const form: ReadForm = { fields: {} };
  for await (const part of request.parts({ limits: { fileSize: resumeLimits.maxBytes, files: 1 } })) {
    if (part.type !== 'file') {
      if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
    } else if (part.fieldname !== 'resume' || part.filename === '') {
      part.file.resume();
    } else {
      try {
        form.resume = await receiveResume(part);
      } catch (error) {
        if (!(error instanceof HttpError) || !error.fields?.resume) throw error;
        form.resumeError = error.fields.resume;
      }
    }
  }
  return form;
}

/**
 * POST /forms/job-application — an application without JavaScript (multipart, the résumé as a PDF). Checked,
 * judged and stored exactly as POST /api/public/job-applications does; answered with the careers page, the
 * posting's form saying "sent", or naming each bad field beside what was typed (a résumé must be chosen again:
 * no browser lets a page fill in a file).
 */
export function postJobApplicationFormRoute(app: FastifyInstance, guard: FormGuard, answers: FormPostAnswers): void {
  app.post(
    formPostPaths['job-application'],
    {
      config: { rateLimit: app.rateLimits.submissions, acceptsMultipart: true },
      preHandler: guard.globalLimit,
      errorHandler: async (error, request, reply) => {
        const target = formPostTarget(request.query, defaultTarget);
        const { status, message } = refusalMessage(error);
        if (status >= 500) request.log.error({ err: error }, 'job application form post failed');
        const formReply = {
          form: 'job-application',
          outcome: 'refused',
          values: {},
          fieldErrors: {},
          message,
        } as const;
        return answers.send(request, reply, target, formReply, status);
      },
    },
    async (request, reply) => {
      const target = formPostTarget(request.query, defaultTarget);
      if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data');
      const form = await readApplicationForm(request);
      const values = typedValues(form.fields, applicationFieldNames);
      let payload;
      try {
        payload = parseInput(JobApplicationPayloadSchema, form.fields);
      } catch (error) {
        if (!(error instanceof HttpError) || !error.fields) throw error;
        const fieldErrors = { ...error.fields, ...(form.resumeError ? { resume: form.resumeError } : {}) };
        const formReply = { form: 'job-application', outcome: 'invalid', values, fieldErrors } as const;
        return answers.send(request, reply, target, formReply, 400);
      }
      if (form.resumeError) {
        const formReply = {
          form: 'job-application',
          outcome: 'invalid',
          values,
          fieldErrors: { resume: form.resumeError },
        } as const;
        return answers.send(request, reply, target, formReply, 400);
      }
      const { website, formToken, ...application } = payload;
      const text = [application.name, application.coverLetter].join('\n');
      const verdict = await guard.assess({ website, formToken, text });
      if (verdict.folder === 'spam')
        request.log.info({ reasons: verdict.reasons }, 'job application form filed as spam');
      await app.repos.jobApplications.create({
        ...application,
        resume: form.resume,
        folder: verdict.folder,
        spamReasons: verdict.reasons,
      });
      const sent = { form: 'job-application', outcome: 'sent', values: {}, fieldErrors: {} } as const;
      return answers.send(request, reply, target, sent, 200);
    },
  );
}
