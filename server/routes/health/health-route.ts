import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Longer than a healthy round trip by far, shorter than a load balancer's usual check timeout. */
const checkTimeoutMs = 2_000;

async function databaseAnswers(db: Kysely<Database>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), checkTimeoutMs);
  });
  try {
    const query = sql`select 1`.execute(db).then(
      () => true,
      () => false,
    );
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For load balancers and monitors: no auth, never cached, and logged only at warn, since a check every
 * few seconds would otherwise fill the info log.
 */
export function healthRoute(app: FastifyInstance): void {
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (await databaseAnswers(app.db)) return { status: 'ok', database: 'ok' };
    return reply.status(503).send({ status: 'degraded', database: 'unreachable' });
  });
}
