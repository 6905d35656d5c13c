import type { Repositories } from '../repositories/repositories';
import { plural } from '../../contract/plural';

const dayMs = 24 * 60 * 60_000;

/**
 * The audit log's own retention: entries older than `days` go, and the purge leaves an entry saying how many, so a
 * gap in the log is always explained. Safe on several instances at once (one delete; a second finds nothing).
 */
export async function purgeExpiredAuditLog(
  repos: Pick<Repositories, 'auditLog'>,
  days: number,
  now = new Date(),
): Promise<number> {
  const deleted = await repos.auditLog.purgeOlderThan(new Date(now.getTime() - days * dayMs));
  if (deleted > 0) {
    await repos.auditLog.append(
      {
        action: 'audit-log.purge',
        actor: null,
        summary: `Deleted ${plural(deleted, { one: 'entry', other: 'entries' })} older than ${plural(days, 'day')}`,
        ip: null,
        authStyle: null,
      },
      now,
    );
  }
  return deleted;
}
