import type { Kysely } from 'kysely';
import type { Invitation } from '../../contract/invitations';
import type { Role, User } from '../../contract/user';
import type { Database } from '../db/schema';
import { createSessionSecret, hashSessionSecret } from '../security/session-token';
import type { NewUser } from './users-repository';
import { createUsersRepository } from './users-repository';

const dayMs = 24 * 60 * 60 * 1000;

export function createInvitationsRepository(db: Kysely<Database>) {
  return {
    /** Makes an invitation and returns its secret, which only the link carries (a hash is stored). */
    async create(input: { role: Role; note: string; days: number; createdBy: number }) {
      const secret = createSessionSecret();
      const now = Date.now();
      const row = await db
        .insertInto('invitations')
        .values({
          token_hash: hashSessionSecret(secret),
          role: input.role,
          note: input.note,
          created_by: input.createdBy,
          created_at: new Date(now).toISOString(),
          expires_at: new Date(now + input.days * dayMs).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, secret };
    },

    /** Newest first (the latest 100), with who made and who used each: names, since ids mean nothing to a reader. */
    list(): Promise<Invitation[]> {
      return readInvitations(db, undefined);
    },

    async find(id: number): Promise<Invitation | undefined> {
      return (await readInvitations(db, id))[0];
    },

    /** Withdraws an unused invitation; false when there is none (used ones stay, as the record of who joined how). */
    async withdraw(id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('invitations')
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** What a still usable invitation offers, or undefined. */
    async preview(secret: string): Promise<{ role: Role; expiresAt: string } | undefined> {
      const row = await db
        .selectFrom('invitations')
        .select(['role', 'expires_at'])
        .where('token_hash', '=', hashSessionSecret(secret))
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date().toISOString())
        .executeTakeFirst();
      return row && { role: row.role, expiresAt: row.expires_at };
    },

    /**
     * Claims the invitation and creates the account in one transaction: the claim is a conditional update, so
     * of two people racing with one link exactly one gets in; a taken username rolls the claim back.
     */
    async redeem(secret: string, user: Omit<NewUser, 'role' | 'approval'>): Promise<User | undefined> {
      return db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        const claimed = await trx
          .updateTable('invitations')
          .set({ used_at: now })
          .where('token_hash', '=', hashSessionSecret(secret))
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returning(['id', 'role'])
          .executeTakeFirst();
        if (!claimed) return undefined;
        const created = await createUsersRepository(trx).create({ ...user, role: claimed.role, approval: 'approved' });
        await trx.updateTable('invitations').set({ used_by: created.id }).where('id', '=', claimed.id).execute();
        return created;
      });
    },
  };
}

/** The listed shape of invitations, all of them or the one with `id`. */
async function readInvitations(db: Kysely<Database>, id: number | undefined): Promise<Invitation[]> {
  const now = new Date().toISOString();
  const rows = await db
    .selectFrom('invitations')
    .leftJoin('users as creator', 'creator.id', 'invitations.created_by')
    .leftJoin('users as invitee', 'invitee.id', 'invitations.used_by')
    .select([
      'invitations.id',
      'invitations.role',
      'invitations.note',
      'invitations.created_at',
      'invitations.expires_at',
      'invitations.used_at',
      'creator.display_name as created_by_name',
      'invitee.display_name as used_by_name',
    ])
    .$if(id !== undefined, (query) => query.where('invitations.id', '=', id ?? 0))
    .orderBy('invitations.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    role: row.role,
    note: row.note,
    state: stateOf(row, now),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    createdBy: row.created_by_name,
    usedBy: row.used_by_name,
  }));
}

const stateOf = (row: { used_at: string | null; expires_at: string }, now: string): Invitation['state'] =>
  row.used_at ? 'used' : row.expires_at <= now ? 'expired' : 'open';
