import { MutationObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient } from './query-client';
import { markServedWithPage } from './served-with-page';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createQueryClient', () => {
  it('applies the spec query defaults, with retries left to apiRequest', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      staleTime: 0,
      gcTime: 30_000,
      refetchOnWindowFocus: true,
      refetchInterval: false,
      retry: false,
    });
  });

  it('refetches on mount, except data served inside the server-rendered page during its first minute', () => {
    const client = createQueryClient();
    client.setQueryData(['public', 'pages', 'detail', 'home'], { id: 1 });
    client.setQueryData(['public', 'pages', 'detail', 'contact'], { id: 2 });
    const [served, other] = [
      ['public', 'pages', 'detail', 'home'],
      ['public', 'pages', 'detail', 'contact'],
    ].map((queryKey) => client.getQueryCache().find({ queryKey }));
    if (!served || !other) throw new Error('queries missing');
    const refetchOnMount = client.getDefaultOptions().queries?.refetchOnMount;
    if (typeof refetchOnMount !== 'function') throw new Error('refetchOnMount should decide per query');
    markServedWithPage([served.queryHash], Date.now());

    expect(refetchOnMount(served)).toBe(false);
    expect(refetchOnMount(other)).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(refetchOnMount(served)).toBe(true);
  });

  it('retries a retryable mutation failure at most 2 times, waiting up to 5 s', async () => {
    const mutationFn = vi.fn(async () => {
      throw new ApiError('Server error: 503', { status: 503 });
    });
    const observer = new MutationObserver(createQueryClient(), { mutationFn });
    const result = observer.mutate().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(mutationFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1500); // 1000 * 2^0 + 0.5 * 1000
    expect(mutationFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2500);
    expect(mutationFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(mutationFn).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toMatchObject({ message: 'Server error: 503' });
  });

  it('does not retry a mutation that failed for a reason a retry cannot fix', async () => {
    for (const error of [
      new ApiError('Invalid input', { status: 400 }),
      new ApiError('Unauthorized', { status: 401 }),
      new Error('bug'),
    ]) {
      const mutationFn = vi.fn(async () => {
        throw error;
      });
      const result = new MutationObserver(createQueryClient(), { mutationFn }).mutate().catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(60_000);
      await expect(result).resolves.toBe(error);
      expect(mutationFn).toHaveBeenCalledTimes(1);
    }
  });
});
