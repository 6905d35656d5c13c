import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminRepositories } from '../repositories/admin/admin-repositories';
import { createAdminRepositories } from '../repositories/admin/admin-repositories';
import type { Repositories } from '../repositories/repositories';
import type { AuditEvent } from './record-audit';
import { auditRecordOf } from './record-audit';

/** The repositories bound to the change's transaction: everything the change reads or writes goes through these. */
export interface WithinChange {
  repos: Repositories;
  adminRepos: AdminRepositories;
}

/**
 * Makes a change and appends its audit entry in one transaction, so neither lands without the other: written
 * after the commit, the entry was lost if the connection died in between, or the insert failed. A failure of the
 * entry therefore undoes the change and answers an error. `describe` sees the change's result (null: nothing to
 * record, e.g. nothing changed). The change must use only `within`: on SQLite another handle would wait for this
 * transaction's connection forever.
 */
export function changeWithAudit<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  change: (within: WithinChange) => Promise<T>,
  describe: (result: T, within: WithinChange) => AuditEvent | null | Promise<AuditEvent | null>,
): Promise<T> {
  return app.db.transaction().execute(async (trx) => {
    const within: WithinChange = { repos: app.reposIn(trx), adminRepos: createAdminRepositories(trx) };
    const result = await change(within);
    const event = await describe(result, within);
    if (event) await within.repos.auditLog.append(auditRecordOf(request, event));
    return result;
  });
}
