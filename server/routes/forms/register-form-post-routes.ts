import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FormReply } from '../../../contract/form-reply';
import { isMalformedMultipart } from '../../http/error-handler';
import { HttpError } from '../../http/http-error';
import type { FormGuard } from '../../spam/form-guard';
import type { PageServing } from '../../ssr/page-serving';
import type { FormPostTarget } from './form-post-target';
import { postContactFormRoute } from './post-contact-form-route';
import { postJobApplicationFormRoute } from './post-job-application-form-route';

/** A urlencoded form is a few fields of text: far below the JSON limit. */
const formBodyLimit = 64 * 1024;

export interface FormPostAnswers {
  /** Answers with `target`'s page, `formReply` drawn in its form. */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    target: FormPostTarget,
    formReply: Omit<FormReply, 'anchor'>,
    status: number,
  ): Promise<FastifyReply>;
}

/**
 * The public forms' targets for browsers without JavaScript (issue 31): `POST /forms/contact` (urlencoded) and
 * `POST /forms/job-application` (multipart, the résumé included). The same schemas, spam checks, per-address and
 * global limits and same-origin rule as the JSON API; the answer is the page the form is on, server-rendered with
 * the reply in the form. Any refusal, a rate limit included, is such a page too (a browser shows what it gets).
 */
export async function registerFormPostRoutes(
  app: FastifyInstance,
  options: { guard: FormGuard; pages: Pick<PageServing, 'sendFormReply'> },
): Promise<void> {
  await app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: formBodyLimit },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const answers: FormPostAnswers = {
      send: (request, reply, target, formReply, status) =>
        options.pages.sendFormReply(request, reply, {
          path: target.page,
          formReply: { ...formReply, anchor: target.anchor },
          status,
        }),
    };
    postContactFormRoute(forms, options.guard, answers);
    postJobApplicationFormRoute(forms, options.guard, answers);
  });
}

/** A refusal no field owns (too many requests, a body too large, the database away), told in the form. */
export function refusalMessage(error: unknown): { status: number; message: string } {
  if (error instanceof HttpError && error.statusCode < 500) return { status: error.statusCode, message: error.message };
  // busboy's plain Errors for a body that is no complete form (no boundary, cut short): the sender's fault, not ours.
  if (isMalformedMultipart(error)) return { status: 400, message: 'The form could not be read: please try again' };
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return {
      status,
      message:
        status === 429
          ? 'Too many requests: please wait a minute and try again'
          : 'The form could not be read: please try again',
    };
  return { status: 503, message: 'The site could not take it just now: please try again in a minute' };
}
