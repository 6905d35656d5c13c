import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from './api-error';
import { hangingFetch, installTestPlatform, textResponse } from './api.test-support';
import { apiRequest } from './request';

const network = 'Network connection error - please check your connection and try again';
const Item = z.object({ id: z.number() });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers();
  // Jitter of 0.5 s makes the backoff schedule exact: 1.5 s, then 2.5 s.
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  installTestPlatform();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiRequest: timing', () => {
  it('waits min(1000 x 2^n + jitter, 10 s) between attempts', async () => {
    fetchMock.mockImplementation(async () => textResponse(503, ''));
    const result = apiRequest('/api/x', { schema: Item }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1499); // 1000 * 2^0 + 0.5 * 1000
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2499); // 1000 * 2^1 + 0.5 * 1000
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toMatchObject({ message: 'Server error: 503' });
  });

  it('aborts an attempt after 15 s and, after 3 attempts, reports the network message', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const result = apiRequest('/api/slow', { schema: Item }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(14_999);
    const firstSignal = fetchMock.mock.calls[0]?.[1]?.signal;
    expect(firstSignal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(firstSignal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1500 + 15_000 + 2500);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(15_000);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: network, status: 0 });
  });

  it('stops at once, without retrying, when the caller aborts', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const result = apiRequest('/api/x', { schema: Item, signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    const error = await result;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops waiting between attempts when the caller aborts during the backoff', async () => {
    fetchMock.mockImplementation(async () => textResponse(503, ''));
    const controller = new AbortController();
    const result = apiRequest('/api/x', { schema: Item, signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await expect(result).resolves.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
