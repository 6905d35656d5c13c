import type { Mock } from 'vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { createWebPlatform, setPlatform } from '../lib/platform/platform';

/**
 * For component tests that talk to the API: the web platform in token mode, and a fetch double that
 * starts each test with no answers (give them in a later beforeEach or in the test) and is gone after it.
 */
export function stubFetchForEachTest(): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setPlatform(createWebPlatform({ authMode: 'token', apiBase: '' }, window.localStorage));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** A JSON answer as the server sends one. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
