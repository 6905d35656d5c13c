import type { AuthMode } from '../../../../contract/runtime-config';
import { createWebPlatform, setPlatform, tokenStorageKey } from '../platform/platform';

/** Test-only helpers for the lib/api tests: a platform over in-memory storage and canned fetch answers. */

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

export function installTestPlatform(authMode: AuthMode = 'token', token?: string): void {
  const storage = new MemoryStorage();
  if (token) storage.setItem(tokenStorageKey, token);
  setPlatform(createWebPlatform({ authMode, apiBase: '' }, storage));
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function textResponse(status: number, text: string): Response {
  return new Response(text, { status });
}

/** A fetch that only settles when its signal aborts, as a server that never answers. */
export function hangingFetch(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (init?.signal?.aborted) abort();
    init?.signal?.addEventListener('abort', abort);
  });
}
