import { LRUCache } from 'lru-cache';
import type { EncodedBodies } from '../http/encoded-bodies';
import { encodedSize } from '../http/encoded-bodies';

export interface CachedPage {
  status: number;
  /** The HTML, and compressed once for every visitor to come (see encoded-bodies.ts). */
  bodies: EncodedBodies;
}

export interface PageRenderCacheLimits {
  /** Distinct paths kept at once; the least recently used goes first. */
  maxEntries: number;
  /** Bytes of HTML kept together, every encoding of it counted (pages are kept compressed only). */
  maxBytes: number;
}

export const defaultPageRenderCacheLimits: PageRenderCacheLimits = { maxEntries: 5000, maxBytes: 32 * 1024 * 1024 };

/**
 * Rendered pages by path (never by query string: `?utm_source=…` must not multiply renders). Only 200s are
 * kept, so scanners asking for a thousand unknown paths cannot push the real pages out.
 *
 * Renders of the same path share one promise; different paths render side by side, so a slow page delays
 * only the visitors of that page. `clear()` (an admin save) also bumps a generation, so a render that began
 * before the save is answered but not stored: it may hold the old content.
 */
export function createPageRenderCache(limits: PageRenderCacheLimits = defaultPageRenderCacheLimits) {
  const pages = new LRUCache<string, CachedPage>({
    max: limits.maxEntries,
    maxSize: limits.maxBytes,
    sizeCalculation: (page) => Math.max(1, encodedSize(page.bodies)),
  });
  const inFlight = new Map<string, Promise<CachedPage>>();
  let generation = 0;

  return {
    async get(path: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
      const cached = pages.get(path);
      if (cached) return cached;
      const pending = inFlight.get(path);
      if (pending) return pending;
      const startedIn = generation;
      const rendering = render()
        .then((page) => {
          if (page.status === 200 && startedIn === generation) pages.set(path, page);
          return page;
        })
        .finally(() => inFlight.delete(path));
      inFlight.set(path, rendering);
      return rendering;
    },

    /** Whether a finished render of the path is stored (and so, until the next admin save, still a page). */
    has: (path: string): boolean => pages.has(path),

    clear(): void {
      generation += 1;
      pages.clear();
      // Later visitors must not join a render of the old content.
      inFlight.clear();
    },

    stats: () => ({ entries: pages.size, bytes: pages.calculatedSize }),
  };
}

export type PageRenderCache = ReturnType<typeof createPageRenderCache>;
