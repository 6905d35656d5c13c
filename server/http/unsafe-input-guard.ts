import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';
import { invalidInput, unsafeTextField } from './parse-input';
import { findUnsafeText } from './unsafe-text';

/**
 * One rule for every route, before its handler (and so before any query) runs: a path parameter holding NUL or
 * half a surrogate pair names nothing that can exist (404); such a query string or JSON body is refused with a
 * 400 naming the field. Fastify refuses a path that does not decode (`%ED%A0%80`) itself. An address no route
 * answered (a page) is left to the page it renders, whose own API calls come through here.
 */
export function installUnsafeInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    if (findUnsafeText(request.params) !== undefined) throw new HttpError(404, 'Not found');
    for (const input of [request.query, request.body]) {
      const field = unsafeTextField(input);
      if (Object.keys(field).length > 0) throw invalidInput(field);
    }
  });
}
