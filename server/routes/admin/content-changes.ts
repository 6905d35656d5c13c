import type { FastifyInstance } from 'fastify';
import type { ContentChange } from '../../http/content-change';
import { changedAnswers } from './changed-answers';

/*
 * Which admin writes change what the public site shows, so that only those drop the public caches (the
 * micro-cache and rendered pages, here and, through the change notices, on every other instance). Every admin
 * route other than a read declares it in its options (`{ config: { changesContent: true } }`, or `false`), and a
 * route that does not stops the server at start, as one without an access level does (route-access.ts): a new
 * write cannot forget to say, and nobody has to guess from its method or address.
 *
 * The caches go only after the write succeeded (a 2xx), before its answer is sent: a refused request (401, 403,
 * 404, 409, 412 …), a presence heartbeat, a preview link or a change to submissions or accounts costs no visitor a
 * fresh render. A page's or subpage's save drops only what shows it (changed-answers.ts); the header, footer and
 * call to action are on every page, so their changes drop everything.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whether a successful call changes public content: required on every admin route that is not a read. */
    changesContent?: boolean;
  }
}

const reads = new Set(['GET', 'HEAD']);

export function contentChanges(admin: FastifyInstance, onContentChanged: (change: ContentChange) => void): void {
  const changed = changedAnswers(admin);
  admin.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => reads.has(method))) return;
    if (typeof route.config?.changesContent !== 'boolean') {
      throw new Error(
        `${methods.join(',')} ${route.url} does not declare whether it changes content (config.changesContent)`,
      );
    }
  });
  admin.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.changesContent === true) await changed.note(request);
  });
  admin.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.changesContent === true && reply.statusCode >= 200 && reply.statusCode < 300) {
      onContentChanged(await changed.change(request));
    }
    return payload;
  });
}
