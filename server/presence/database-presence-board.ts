import type { Kysely } from 'kysely';
import { presenceExpiryMs } from '../../contract/admin/presence';
import type { Database } from '../db/schema';
import type { Person, PresenceRecorder } from './presence-board';

/**
 * The presence board in the database (`editor_presence`), for several instances on PostgreSQL: two editors
 * whose heartbeats reach different instances still see each other. Same rules as the in-memory board: a
 * heartbeat older than the expiry no longer counts, and it is deleted by the next heartbeat of anyone. Bounded
 * by who is active in the last minute, so no item limit is needed.
 */
export class DatabasePresenceBoard implements PresenceRecorder {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly expiryMs = presenceExpiryMs,
  ) {}

  async beat(item: string, user: Person, now = Date.now()): Promise<Person[]> {
    const oldest = now - this.expiryMs;
    await this.db
      .insertInto('editor_presence')
      .values({ item, user_id: user.id, display_name: user.displayName, seen_at: now })
      .onConflict((conflict) =>
        conflict.columns(['item', 'user_id']).doUpdateSet({ display_name: user.displayName, seen_at: now }),
      )
      .execute();
    await this.db.deleteFrom('editor_presence').where('seen_at', '<', oldest).execute();
    const rows = await this.db
      .selectFrom('editor_presence')
      .select(['user_id', 'display_name'])
      .where('item', '=', item)
      .where('user_id', '!=', user.id)
      .where('seen_at', '>=', oldest)
      .orderBy('display_name')
      .execute();
    return rows.map((row) => ({ id: row.user_id, displayName: row.display_name }));
  }

  async leave(item: string, userId: number): Promise<void> {
    await this.db.deleteFrom('editor_presence').where('item', '=', item).where('user_id', '=', userId).execute();
  }

  async present(item: string, now = Date.now()): Promise<Person[]> {
    const rows = await this.db
      .selectFrom('editor_presence')
      .select(['user_id', 'display_name'])
      .where('item', '=', item)
      .where('seen_at', '>=', now - this.expiryMs)
      .orderBy('display_name')
      .execute();
    return rows.map((row) => ({ id: row.user_id, displayName: row.display_name }));
  }
}
