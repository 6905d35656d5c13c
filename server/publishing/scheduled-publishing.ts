import type { FastifyInstance } from 'fastify';
import { recordSystemAudit } from '../audit/record-audit';
import { publishDue } from '../repositories/admin/scheduled-publishing';

export interface ScheduledPublishingOptions {
  now: () => Date;
  /** Told after something went live, so the caches that hold public answers let them go. */
  onPublished: () => void;
  intervalMs?: number;
}

/**
 * "Publish at" (issue 14 §2) without a timer a restart could forget: the due time is a column, and every instance
 * publishes what is due when it starts (catching up on a time that passed while it was down) and then every half
 * minute. Several instances may run it at once: each row is published once (see `publishDue`).
 */
export function installScheduledPublishing(app: FastifyInstance, options: ScheduledPublishingOptions): void {
  const run = async () => {
    const published = await publishDue(app.db, options.now());
    if (published === 0) return;
    options.onPublished();
    await recordSystemAudit(app, { action: 'page.publish', summary: `${published} scheduled item(s) went live` });
    app.log.info({ published }, 'scheduled pages published');
  };
  const runLogged = () => run().catch((error: unknown) => app.log.warn({ err: error }, 'scheduled publishing failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // A database that does not answer at start must not stop the server from answering (503s, /healthz says
    // why); the next run catches up.
    await runLogged();
    timer = setInterval(() => void runLogged(), options.intervalMs ?? 30_000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
