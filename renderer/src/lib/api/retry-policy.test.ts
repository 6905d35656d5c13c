import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import {
  mutationRetries,
  mutationRetryDelay,
  requestAttempts,
  requestRetryDelay,
  requestTimeoutMs,
  shouldRetryRequest,
} from './retry-policy';

describe('retry policy', () => {
  it('uses the spec constants', () => {
    expect(requestTimeoutMs).toBe(15_000);
    expect(requestAttempts).toBe(3);
    expect(mutationRetries).toBe(2);
  });

  it('doubles the request delay from 1 s, adds up to 1 s of jitter and caps at 10 s', () => {
    expect(requestRetryDelay(0, () => 0)).toBe(1000);
    expect(requestRetryDelay(0, () => 0.5)).toBe(1500);
    expect(requestRetryDelay(1, () => 0.25)).toBe(2250);
    expect(requestRetryDelay(2, () => 0.999)).toBe(4999);
    expect(requestRetryDelay(3, () => 0.5)).toBe(8500);
    expect(requestRetryDelay(3, () => 0.999)).toBe(8999);
    expect(requestRetryDelay(4, () => 0)).toBe(10_000);
    expect(requestRetryDelay(9, () => 0.9)).toBe(10_000);
  });

  it('caps the mutation delay at 5 s', () => {
    expect(mutationRetryDelay(0, () => 0)).toBe(1000);
    expect(mutationRetryDelay(1, () => 0.5)).toBe(2500);
    expect(mutationRetryDelay(2, () => 0.5)).toBe(4500);
    expect(mutationRetryDelay(2, () => 0.999)).toBe(4999);
    expect(mutationRetryDelay(3, () => 0)).toBe(5000);
  });

  it('jitters with Math.random by default, within the bounds', () => {
    const delay = requestRetryDelay(0);
    expect(delay).toBeGreaterThanOrEqual(1000);
    expect(delay).toBeLessThan(2000);
  });

  it('retries 5xx and network failures while attempts remain (3 in total)', () => {
    const server = new ApiError('Server error: 503', { status: 503 });
    const network = new ApiError('offline', { status: 0 });
    expect(shouldRetryRequest(server, 1)).toBe(true);
    expect(shouldRetryRequest(server, 2)).toBe(true);
    expect(shouldRetryRequest(server, 3)).toBe(false);
    expect(shouldRetryRequest(network, 2)).toBe(true);
    expect(shouldRetryRequest(network, 3)).toBe(false);
  });

  it('never retries 401 or any other 4xx', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetryRequest(new ApiError('no', { status }), 1)).toBe(false);
    }
  });

  it('does not retry errors that are not ApiErrors or are marked not retryable', () => {
    expect(shouldRetryRequest(new Error('bug'), 1)).toBe(false);
    expect(shouldRetryRequest(new ApiError('bad body', { status: 200, retryable: false }), 1)).toBe(false);
  });
});
