import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { installTestPlatform, jsonResponse, textResponse } from './api.test-support';
import { getPages, getPagesQueryOptions, usePages } from './pages-query';
import { createQueryClient } from './query-client';
import { getSubpages, getSubpagesQueryOptions } from './subpages-query';

const page = { id: 1, title: 'Home', description: 'Welcome', slug: 'home' };
const subpage = {
  ...page,
  id: 2,
  slug: 'partners',
  fullPath: 'company/partners',
  parentSlug: 'company',
  parentTitle: 'Company',
};
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  installTestPlatform();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('pages list', () => {
  it('fetches the published pages', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [page]));
    await expect(getPages()).resolves.toEqual([page]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/pages');
  });

  it('fails with "Failed to fetch pages", keeping the cause', async () => {
    fetchMock.mockResolvedValue(textResponse(403, 'Forbidden'));
    const error = await getPages().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Failed to fetch pages', status: 403 });
    expect((error as ApiError).cause).toMatchObject({ message: 'Forbidden' });
  });

  it('fails with "Failed to fetch pages" when the answer is not a page list', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { pages: [] }));
    await expect(getPages()).rejects.toThrow('Failed to fetch pages');
  });

  it('is served to components through usePages, fetched only once enabled', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [page]));
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result, rerender } = renderHook(({ enabled }) => usePages({ enabled }), {
      wrapper,
      initialProps: { enabled: false },
    });
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toEqual([page]));
    expect(client.getQueryData(getPagesQueryOptions().queryKey)).toEqual([page]);
  });
});

describe('subpages list', () => {
  it('fetches every published subpage', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [subpage]));
    await expect(getSubpages()).resolves.toEqual([subpage]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/subpages/all');
  });

  it('fails with "Failed to fetch subpages" after the retries', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = getSubpages().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    const error = await result;
    expect(error).toMatchObject({ message: 'Failed to fetch subpages', status: 0 });
    expect((error as ApiError).cause).toMatchObject({
      message: 'Network connection error - please check your connection and try again',
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('keeps list keys apart from each other and from detail keys', () => {
    expect(getPagesQueryOptions().queryKey).not.toEqual(getSubpagesQueryOptions().queryKey);
  });
});
