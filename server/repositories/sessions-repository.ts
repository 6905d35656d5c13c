import type { Kysely } from 'kysely';
import type { User } from '../../contract/user';
import type { Database } from '../db/schema';
import { createSessionSecret, hashSessionSecret } from '../security/session-token';
import { toUser } from './users-repository';

export type SessionKind = 'cookie' | 'token';

/** Writing last use on every request would turn reads into writes; once a minute is enough to see activity. */
const touchIntervalMs = 60_000;

export function createSessionsRepository(db: Kysely<Database>, ttlMs: number) {
  return {
    /** Starts a session and returns the secret the client keeps; only its hash is stored. */
    async create(userId: number, kind: SessionKind): Promise<string> {
      const secret = createSessionSecret();
      const now = Date.now();
      await db
        .insertInto('sessions')
        .values({
          token_hash: hashSessionSecret(secret),
          kind,
          user_id: userId,
          created_at: new Date(now).toISOString(),
          expires_at: new Date(now + ttlMs).toISOString(),
          last_used_at: new Date(now).toISOString(),
        })
        .execute();
      return secret;
    },

    /** The enabled user behind a live session of this kind, or null. */
    async findUser(secret: string, kind: SessionKind): Promise<User | null> {
      const now = new Date();
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select(['sessions.id as session_id', 'sessions.last_used_at', 'sessions.expires_at'])
        .where('sessions.token_hash', '=', hashSessionSecret(secret))
        .where('sessions.kind', '=', kind)
        .executeTakeFirst();
      if (!row || row.disabled || row.expires_at <= now.toISOString()) return null;
      if (now.getTime() - Date.parse(row.last_used_at) > touchIntervalMs) {
        await db
          .updateTable('sessions')
          .set({ last_used_at: now.toISOString() })
          .where('id', '=', row.session_id)
          .execute();
      }
      return toUser(row);
    },

    async revoke(secret: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', hashSessionSecret(secret)).execute();
    },

    async deleteExpired(): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<=', new Date().toISOString()).execute();
    },
  };
}
