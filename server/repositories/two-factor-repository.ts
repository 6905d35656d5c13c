import type { Kysely } from 'kysely';
import { challengeLifetimeMs, codeAttemptsPerChallenge } from '../../contract/two-factor';
import type { Database } from '../db/schema';
import { hashRecoveryCode } from '../security/recovery-codes';
import { createSessionSecret, hashSessionSecret } from '../security/session-token';
import type { SessionKind } from './sessions-repository';

/** TOTP secrets, recovery codes and the sign-in challenges between a password and its code. */
export function createTwoFactorRepository(db: Kysely<Database>) {
  return {
    async find(userId: number) {
      const row = await db
        .selectFrom('users')
        .select(['totp_secret', 'totp_enabled_at', 'totp_last_step'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      return { secret: row.totp_secret, enabled: row.totp_enabled_at !== null, lastStep: row.totp_last_step };
    },

    /** Keeps a new secret while enrolling; refused (false) once two-factor is on. */
    async startEnrolment(userId: number, secret: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ totp_secret: secret, totp_last_step: null })
        .where('id', '=', userId)
        .where('totp_enabled_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Turns two-factor on with the code's step and a fresh set of recovery codes, in one transaction. */
    async enable(userId: number, step: number, recoveryCodes: string[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('users')
          .set({ totp_enabled_at: new Date().toISOString(), totp_last_step: step })
          .where('id', '=', userId)
          .where('totp_enabled_at', 'is', null)
          .where('totp_secret', 'is not', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
        await trx
          .insertInto('recovery_codes')
          .values(recoveryCodes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code), used_at: null })))
          .execute();
        return true;
      });
    },

    async disable(userId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
          .where('id', '=', userId)
          .execute();
        await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
        await trx.deleteFrom('sign_in_challenges').where('user_id', '=', userId).execute();
      });
    },

    /**
     * Records the step of an accepted code, only if it is newer than the last: of two requests racing with one
     * code exactly one wins, so a code is never accepted twice.
     */
    async claimStep(userId: number, step: number): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ totp_last_step: step })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Uses up a recovery code; false when it is not one of this account's unused codes. */
    async useRecoveryCode(userId: number, code: string): Promise<boolean> {
      const result = await db
        .updateTable('recovery_codes')
        .set({ used_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .where('code_hash', '=', hashRecoveryCode(code))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const { count } = await db
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** A challenge for a user who gave the right password; returns the secret the client sends back. */
    async createChallenge(userId: number, kind: SessionKind): Promise<string> {
      const secret = createSessionSecret();
      const now = Date.now();
      // Old challenges of anyone are useless; dropping them here keeps the table small without housekeeping.
      await db.deleteFrom('sign_in_challenges').where('expires_at', '<=', new Date(now).toISOString()).execute();
      await db
        .insertInto('sign_in_challenges')
        .values({
          token_hash: hashSessionSecret(secret),
          user_id: userId,
          kind,
          expires_at: new Date(now + challengeLifetimeMs).toISOString(),
        })
        .execute();
      return secret;
    },

    /** The user a live challenge of this auth style belongs to, or undefined. */
    async findChallenge(secret: string, kind: SessionKind): Promise<number | undefined> {
      const row = await db
        .selectFrom('sign_in_challenges')
        .select('user_id')
        .where('token_hash', '=', hashSessionSecret(secret))
        .where('kind', '=', kind)
        .where('expires_at', '>', new Date().toISOString())
        .executeTakeFirst();
      return row?.user_id;
    },

    /**
     * Counts one code tried with a live challenge, before the code is checked; false when the challenge has had
     * all its tries (or is gone). Counted by one conditional update, so racing requests cannot try more.
     */
    async claimCodeAttempt(secret: string): Promise<boolean> {
      const result = await db
        .updateTable('sign_in_challenges')
        .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
        .where('token_hash', '=', hashSessionSecret(secret))
        .where('code_attempts', '<', codeAttemptsPerChallenge)
        .where('expires_at', '>', new Date().toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Deletes the challenge if it has had all its tries; true when it did (the person starts again). */
    async endUsedUpChallenge(secret: string): Promise<boolean> {
      const result = await db
        .deleteFrom('sign_in_challenges')
        .where('token_hash', '=', hashSessionSecret(secret))
        .where('code_attempts', '>=', codeAttemptsPerChallenge)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Uses the challenge up; false when someone else already did (it completes one sign-in, once). */
    async consumeChallenge(secret: string): Promise<boolean> {
      const result = await db
        .deleteFrom('sign_in_challenges')
        .where('token_hash', '=', hashSessionSecret(secret))
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
