import type { FastifyInstance } from 'fastify';
import { formPostPaths } from '../../../contract/form-reply';
import { ContactSubmissionPayloadSchema } from '../../../contract/submissions';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import type { FormGuard } from '../../spam/form-guard';
import { formPostTarget, typedValues } from './form-post-target';
import type { FormPostAnswers } from './register-form-post-routes';
import { refusalMessage } from './register-form-post-routes';

const contactFieldNames = ['name', 'email', 'company', 'phone', 'subject', 'message'] as const;
const defaultTarget = { page: '/contact', anchor: 'contact-form' };

/**
 * POST /forms/contact — the contact form without JavaScript. Checked, judged and stored exactly as
 * POST /api/public/contact does (spam filed, not dropped, with the same answer); answered with the page, the form
 * saying "sent", or naming each bad field beside what was typed.
 */
export function postContactFormRoute(app: FastifyInstance, guard: FormGuard, answers: FormPostAnswers): void {
  app.post(
    formPostPaths.contact,
    {
      config: { rateLimit: app.rateLimits.submissions, acceptsForm: true },
      preHandler: guard.globalLimit,
      errorHandler: async (error, request, reply) => {
        const target = formPostTarget(request.query, defaultTarget);
        const values = typedValues((request.body ?? {}) as Record<string, unknown>, contactFieldNames);
        const { status, message } = refusalMessage(error);
        if (status >= 500) request.log.error({ err: error }, 'contact form post failed');
        return answers.send(
          request,
          reply,
          target,
          { form: 'contact', outcome: 'refused', values, fieldErrors: {}, message },
          status,
        );
      },
    },
    async (request, reply) => {
      const target = formPostTarget(request.query, defaultTarget);
      const fields = (request.body ?? {}) as Record<string, unknown>;
      const values = typedValues(fields, contactFieldNames);
      let payload;
      try {
        payload = parseInput(ContactSubmissionPayloadSchema, fields);
      } catch (error) {
        if (!(error instanceof HttpError) || !error.fields) throw error;
        const fieldErrors = error.fields;
        return answers.send(request, reply, target, { form: 'contact', outcome: 'invalid', values, fieldErrors }, 400);
      }
      const { website, formToken, ...submission } = payload;
      const text = [submission.name, submission.company, submission.subject, submission.message].join('\n');
      const verdict = await guard.assess({ website, formToken, text });
      if (verdict.folder === 'spam') request.log.info({ reasons: verdict.reasons }, 'contact form post filed as spam');
      await app.repos.contactSubmissions.create({
        ...submission,
        folder: verdict.folder,
        spamReasons: verdict.reasons,
      });
      return answers.send(
        request,
        reply,
        target,
        { form: 'contact', outcome: 'sent', values: {}, fieldErrors: {} },
        200,
      );
    },
  );
}
