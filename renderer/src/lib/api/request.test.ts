import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from './api-error';
import { installTestPlatform, jsonResponse, textResponse } from './api.test-support';
import { apiRequest } from './request';

const network = 'Network connection error - please check your connection and try again';
const Item = z.object({ id: z.number() });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  installTestPlatform('token', 'secret-token');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Settles the request while the fake clock runs, so a rejection is observed before it could go unhandled. */
async function settle<T>(promise: Promise<T>, ms = 60_000) {
  const outcome = promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return outcome;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await settle(promise);
  if (outcome.ok) throw new Error('expected the request to fail');
  expect(outcome.error).toBeInstanceOf(ApiError);
  return outcome.error as ApiError;
}

describe('apiRequest: success', () => {
  it('parses a 2xx body with the schema and sends JSON headers', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 7, extra: 'dropped' }));
    await expect(apiRequest('/api/thing', { schema: Item })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/thing');
    expect(init?.method).toBe('GET');
    expect(init?.headers).toMatchObject({ Accept: 'application/json' });
  });

  it('sends a JSON body with its content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 1 }));
    await apiRequest('/api/thing', { method: 'POST', body: { name: 'x' }, schema: Item });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"name":"x"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends FormData as is, leaving the multipart content type to fetch', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 1 }));
    const form = new FormData();
    form.set('name', 'x');
    await apiRequest('/api/upload', { method: 'POST', body: form, schema: Item });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('parses a 204 or an empty body as undefined', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/x', { method: 'DELETE', schema: z.undefined() })).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(textResponse(200, ''));
    await expect(apiRequest('/api/x', { schema: z.undefined() })).resolves.toBeUndefined();
  });
});

describe('apiRequest: error catalogue', () => {
  it("uses the server's error field and keeps the field errors of a 400, without retrying", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { error: 'Invalid input: email', fields: { email: 'Enter a valid email address' } }),
    );
    const error = await failure(apiRequest('/api/register', { method: 'POST', body: {}, schema: Item }));
    expect(error.message).toBe('Invalid input: email');
    expect(error.fields).toEqual({ email: 'Enter a valid email address' });
    expect(error.retryable).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uses the raw response text when the body is not our error shape (404, not retried)', async () => {
    fetchMock.mockResolvedValue(textResponse(404, 'Nothing here'));
    const error = await failure(apiRequest('/api/missing', { schema: Item }));
    expect(error.message).toBe('Nothing here');
    expect(error.status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to "API request failed" for an empty error body (403, not retried)', async () => {
    fetchMock.mockResolvedValue(textResponse(403, ''));
    const error = await failure(apiRequest('/api/admin', { schema: Item }));
    expect(error.message).toBe('API request failed');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a 5xx, then fails with "Server error: 503"', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(503, { error: 'Down' }));
    const error = await failure(apiRequest('/api/x', { schema: Item }));
    expect(error.message).toBe('Server error: 503');
    expect(error.status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('succeeds when a retry succeeds', async () => {
    fetchMock
      .mockResolvedValueOnce(textResponse(502, 'Bad gateway'))
      .mockResolvedValueOnce(jsonResponse(200, { id: 2 }));
    const outcome = await settle(apiRequest('/api/x', { schema: Item }));
    expect(outcome).toEqual({ ok: true, value: { id: 2 } });
  });

  it('retries a network failure 3 times in all, then gives the network message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiRequest('/api/x', { schema: Item }));
    expect(error.message).toBe(network);
    expect(error.status).toBe(0);
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('rejects a 2xx body that does not match the schema, without retrying', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 'seven' }));
    const error = await failure(apiRequest('/api/thing', { schema: Item }));
    expect(error.message).toBe('Unexpected response from /api/thing: it does not match the expected format');
    expect(error.cause).toBeInstanceOf(z.core.$ZodError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects a 2xx body that is not JSON with "Invalid JSON response"', async () => {
    fetchMock.mockResolvedValue(textResponse(200, '<html>'));
    const error = await failure(apiRequest('/api/thing', { schema: Item }));
    expect(error.message).toBe('Invalid JSON response');
  });

  it('does not retry when the caller opts out', async () => {
    fetchMock.mockResolvedValue(textResponse(500, ''));
    const error = await failure(apiRequest('/api/x', { method: 'POST', schema: Item, retry: false }));
    expect(error.message).toBe('Server error: 500');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
