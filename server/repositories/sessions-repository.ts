import type { Kysely, Selectable } from 'kysely';
import type { User } from '../../contract/user';
import type { Database, SessionsTable } from '../db/schema';
import { createSessionSecret, hashSessionSecret } from '../security/session-token';
import { toUser } from './users-repository';

export type SessionKind = 'cookie' | 'token';
export type SessionRow = Omit<Selectable<SessionsTable>, 'token_hash'>;

/** What the client said about itself when it signed in, kept so "Your sessions" can name it. */
export interface SessionClient {
  userAgent: string | null;
  ip: string | null;
}

/** The user behind a credential and which session it is (so that one can be marked current or kept). */
export interface SessionMatch {
  user: User;
  sessionId: number;
}

/** Writing last use on every request would turn reads into writes; once a minute is enough to see activity. */
const touchIntervalMs = 60_000;
const userAgentMaxLength = 512;

/** How long a session lives at most (`ttlMs`) and how long it may go unused (`idleMs`). */
export interface SessionLifetimes {
  sessionTtlMs: number;
  sessionIdleMs: number;
}

export function createSessionsRepository(db: Kysely<Database>, lifetimes: SessionLifetimes) {
  const { sessionTtlMs: ttlMs, sessionIdleMs: idleMs } = lifetimes;
  /** Last use before this means idle too long (ISO strings of one format compare like the times they name). */
  const idleCutoff = (now: number) => new Date(now - idleMs).toISOString();
  return {
    /** Starts a session and returns the secret the client keeps; only its hash is stored. */
    async create(userId: number, kind: SessionKind, client: SessionClient): Promise<string> {
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
          user_agent: client.userAgent?.slice(0, userAgentMaxLength) ?? null,
          ip: client.ip,
        })
        .execute();
      return secret;
    },

    /** The enabled user behind a live session of this kind, or null. */
    async find(secret: string, kind: SessionKind): Promise<SessionMatch | null> {
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
      if (row.last_used_at < idleCutoff(now.getTime())) {
        await db.deleteFrom('sessions').where('id', '=', row.session_id).execute();
        return null;
      }
      if (now.getTime() - Date.parse(row.last_used_at) > touchIntervalMs) {
        await db
          .updateTable('sessions')
          .set({ last_used_at: now.toISOString() })
          .where('id', '=', row.session_id)
          .execute();
      }
      return { user: toUser(row), sessionId: row.session_id };
    },

    /** A user's live sessions, the most recently used first; never the hashes. */
    listForUser(userId: number): Promise<SessionRow[]> {
      return db
        .selectFrom('sessions')
        .select(['id', 'kind', 'user_id', 'created_at', 'expires_at', 'last_used_at', 'user_agent', 'ip'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', new Date().toISOString())
        .where('last_used_at', '>=', idleCutoff(Date.now()))
        .orderBy('last_used_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async revoke(secret: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', hashSessionSecret(secret)).execute();
    },

    /** Ends one of this user's sessions; false when it is not theirs (or gone), so nobody ends another's. */
    async revokeOwn(userId: number, sessionId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('sessions')
        .where('id', '=', sessionId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Ends every session of a user except `keep` (null: all of them); returns how many ended. */
    async revokeAllOfUser(userId: number, keep: number | null): Promise<number> {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (keep !== null) query = query.where('id', '!=', keep);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteExpired(): Promise<void> {
      const now = Date.now();
      await db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([eb('expires_at', '<=', new Date(now).toISOString()), eb('last_used_at', '<', idleCutoff(now))]),
        )
        .execute();
    },
  };
}
