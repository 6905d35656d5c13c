import type { FastifyBaseLogger } from 'fastify';
import type { PurgeInput } from './purge-expired-submissions';
import { purgeExpiredAuditLog } from './purge-expired-audit-log';
import { purgeExpiredSubmissions } from './purge-expired-submissions';

const dayMs = 24 * 60 * 60_000;

/**
 * Purges form data and old audit log entries once now and then daily. The timer never keeps the process alive, and a failed run is logged
 * and tried again the next day rather than stopping the server. Answers a function that stops it.
 */
export function scheduleRetentionPurge(input: Omit<PurgeInput, 'log' | 'now'> & { log: FastifyBaseLogger }) {
  const run = () =>
    purgeExpiredSubmissions(input)
      .then(() => purgeExpiredAuditLog(input.repos, input.settings.auditLogDays))
      .catch((error: unknown) => {
        input.log.error({ err: error }, 'retention purge failed');
      });
  void run();
  const daily = setInterval(() => void run(), dayMs);
  daily.unref();
  return () => clearInterval(daily);
}
