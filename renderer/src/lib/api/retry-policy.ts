import { ApiError } from './api-error';

export const requestTimeoutMs = 15_000;
/** Attempts in total, the first one included. */
export const requestAttempts = 3;
export const mutationRetries = 2;

const requestMaxDelayMs = 10_000;
const mutationMaxDelayMs = 5_000;

function backoff(attemptIndex: number, random: () => number, capMs: number): number {
  return Math.min(1000 * 2 ** attemptIndex + random() * 1000, capMs);
}

/** Wait before the next attempt; `attemptIndex` is 0 after the first failure. The jitter spreads clients that failed together. */
export function requestRetryDelay(attemptIndex: number, random: () => number = Math.random): number {
  return backoff(attemptIndex, random, requestMaxDelayMs);
}

export function mutationRetryDelay(attemptIndex: number, random: () => number = Math.random): number {
  return backoff(attemptIndex, random, mutationMaxDelayMs);
}

/**
 * Whether to try again after `attempt` (1-based: 1 = the first attempt just failed).
 * A 4xx, 401 included, would fail the same way again; only a lost connection or a 5xx may heal.
 */
export function shouldRetryRequest(error: unknown, attempt: number): boolean {
  return attempt < requestAttempts && error instanceof ApiError && error.retryable;
}
