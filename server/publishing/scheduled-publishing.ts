import type { FastifyInstance } from 'fastify';
import type { AuditAction } from '../../contract/admin/audit-log';
import { formatInZone } from '../../contract/zoned-time';
import { recordSystemAudit } from '../audit/record-audit';
import type { ScheduledPublish } from '../repositories/admin/scheduled-publishing';
import { publishDue } from '../repositories/admin/scheduled-publishing';

export interface ScheduledPublishingOptions {
  now: () => Date;
  /** The site's time zone (SITE_TIME_ZONE), in which the audit log says when an item was due. */
  siteTimeZone: string;
  /** Told after something went live, so the caches that hold public answers let them go. */
  onPublished: () => void;
  intervalMs?: number;
}

const publishActions: Record<ScheduledPublish['item']['type'], AuditAction> = {
  page: 'page.publish',
  subpage: 'subpage.publish',
  article: 'article.publish',
  component: 'component.publish',
};

/**
 * The details beside "Published the header": who had scheduled it for when, on the site's clock and in the admin's
 * one date format ("Scheduled by Sam for 27 Nov 2026, 09:00 (Europe/Berlin)"). The server is who acted.
 */
export function scheduledPublishSummary(published: ScheduledPublish, timeZone: string): string {
  const by = published.scheduledBy?.name ?? 'a deleted user';
  return `Scheduled by ${by} for ${formatInZone(published.publishAt, timeZone)}`;
}

/**
 * "Publish at" (issue 14 §2) without a timer a restart could forget: the due time is a column, and every instance
 * publishes what is due when it starts (catching up on a time that passed while it was down) and then every half
 * minute. Several instances may run it at once: each row is published once (see `publishDue`). Each item that went
 * live is one audit entry of the server's, naming who had scheduled it.
 */
export function installScheduledPublishing(app: FastifyInstance, options: ScheduledPublishingOptions): void {
  const run = async () => {
    const published = await publishDue(app.db, options.now());
    if (published.length === 0) return;
    options.onPublished();
    for (const item of published) {
      await recordSystemAudit(app, {
        action: publishActions[item.item.type],
        item: item.item,
        summary: scheduledPublishSummary(item, options.siteTimeZone),
      });
    }
    app.log.info({ published: published.length }, 'scheduled items published');
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
