/**
 * How long a source must wait before its next sign-in attempt. Failures are counted per account *and* source
 * together, and per source across accounts; never per account alone, so someone guessing the admin's
 * password from elsewhere never locks the admin out. Past a few free failures each further one doubles the
 * wait, up to a ceiling: an owner who mistypes waits seconds, a guesser is slowed to a handful of tries an hour.
 */
export interface BackoffRule {
  /** Failures within the window that cost nothing. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; doubled by each one after it. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/** What a failure was wrong about: the password, or a second-factor code (TOTP or recovery code). */
export type SignInFactor = 'password' | 'code';

/**
 * Wrong codes are counted apart from wrong passwords, and a right password does not forgive them: whoever guesses
 * codes already holds the password, so forgiving at the password step would hand them fresh free tries each time.
 * They are counted per account across every source (a guesser with many addresses is held as one) and per source
 * across accounts, over a day, with a longer ceiling: about 60 codes a day can be checked for one account.
 */
export interface SecondFactorThrottlePolicy {
  /** Wrong codes older than this are forgotten (and pruned). */
  windowMs: number;
  /** The account's wrong codes from every source; at the password step, only those from the same source. */
  perAccount: BackoffRule;
  /** Every account together, from one source. */
  perSource: BackoffRule;
}

export interface LoginThrottlePolicy {
  /** Wrong passwords older than this are forgotten (and pruned). */
  windowMs: number;
  perAccountAndSource: BackoffRule;
  /** Every account together, from one source: a source spraying one password over many accounts. */
  perSource: BackoffRule;
  secondFactor: SecondFactorThrottlePolicy;
}

const minute = 60_000;
export const defaultLoginThrottlePolicy: LoginThrottlePolicy = {
  windowMs: 60 * minute,
  perAccountAndSource: { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 15 * minute },
  perSource: { freeFailures: 20, baseDelayMs: 1000, maxDelayMs: 15 * minute },
  // A 15-minute ceiling over a day would still let ~110 codes through; 30 minutes holds it near 60.
  secondFactor: {
    windowMs: 24 * 60 * minute,
    perAccount: { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 30 * minute },
    perSource: { freeFailures: 20, baseDelayMs: 1000, maxDelayMs: 30 * minute },
  },
};

export interface RecentFailures {
  count: number;
  /** Epoch milliseconds of the newest failure, or null when there is none. */
  lastAt: number | null;
}

export function backoffDelayMs(failures: number, rule: BackoffRule): number {
  if (failures < rule.freeFailures) return 0;
  // 2^n overflows to Infinity long before it matters; the ceiling takes over well before that.
  return Math.min(rule.baseDelayMs * 2 ** (failures - rule.freeFailures), rule.maxDelayMs);
}

/** Milliseconds still to wait under one rule, 0 when an attempt may go ahead now. */
export function remainingWaitMs(recent: RecentFailures, rule: BackoffRule, now: number): number {
  if (recent.lastAt === null) return 0;
  return Math.max(0, recent.lastAt + backoffDelayMs(recent.count, rule) - now);
}
