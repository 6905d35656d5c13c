import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from './api-error';
import { installTestPlatform, jsonResponse, textResponse } from './api.test-support';
import { apiRequest } from './request';

const Item = z.object({ id: z.number() });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  installTestPlatform('token', 'secret-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest: authentication', () => {
  it('sends the bearer token in token mode, without cookies', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 1 }));
    await apiRequest('/api/user', { schema: Item });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer secret-token' });
    expect(init?.credentials).toBeUndefined();
  });

  it('includes credentials in cookie mode, without a bearer token', async () => {
    installTestPlatform('cookie', 'ignored');
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 1 }));
    await apiRequest('/api/user', { schema: Item });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.headers).not.toHaveProperty('Authorization');
  });

  it('fails a 401 with "Unauthorized" and does not retry', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Not signed in' }));
    const error = await apiRequest('/api/user', { schema: Item }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Unauthorized', status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('resolves null on a 401 when asked to', async () => {
    fetchMock.mockResolvedValue(textResponse(401, ''));
    await expect(apiRequest('/api/user', { schema: Item, nullOn401: true })).resolves.toBeNull();
  });
});
