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

export interface LoginThrottlePolicy {
  /** Failures older than this are forgotten (and pruned). */
  windowMs: number;
  perAccountAndSource: BackoffRule;
  /** Every account together, from one source: a source spraying one password over many accounts. */
  perSource: BackoffRule;
}

const minute = 60_000;
export const defaultLoginThrottlePolicy: LoginThrottlePolicy = {
  windowMs: 60 * minute,
  perAccountAndSource: { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 15 * minute },
  perSource: { freeFailures: 20, baseDelayMs: 1000, maxDelayMs: 15 * minute },
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
