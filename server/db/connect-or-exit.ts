import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { describeConnectionFailure } from './describe-connection-failure';
import type { DatabaseLocation } from './open-database';
import type { Database } from './schema';

/**
 * At start, a PostgreSQL database that cannot be used (wrong host, credentials, database, or a server that
 * is down) stops the server with one paragraph saying why and a non-zero exit, rather than a stack trace
 * from the first migration. SQLite opens its file synchronously and needs no such check.
 */
export async function connectOrExit(db: Kysely<Database>, location: DatabaseLocation): Promise<void> {
  if (location.kind !== 'postgres') return;
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    console.error(describeConnectionFailure(location.url, error));
    await db.destroy().catch(() => undefined);
    process.exit(1);
  }
}
