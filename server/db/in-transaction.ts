import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * Runs `work` in a transaction of its own, or in the caller's when `db` already is one: a repository that needs
 * its steps to be atomic can then also be called inside a larger change (e.g. a change and its audit entry),
 * where Kysely refuses a nested `transaction()`.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}
