import { LRUCache } from 'lru-cache';
import type { ContentChange } from '../http/content-change';
import { changeTouchesAny, createChangeLog } from '../http/content-change';
import type { EncodedBodies } from '../http/encoded-bodies';
import { encodedSize } from '../http/encoded-bodies';

export interface CachedPage {
  status: number;
  /** The HTML, and compressed once for every visitor to come (see encoded-bodies.ts). */
  bodies: EncodedBodies;
}

/** The public API paths a render read (its fetches are recorded as they start). */
export type RenderReads = Set<string>;

export interface PageRenderCacheLimits {
  /** Distinct paths kept at once; the least recently used goes first. */
  maxEntries: number;
  /** Bytes of HTML kept together, every encoding of it counted (pages are kept compressed only). */
  maxBytes: number;
}

export const defaultPageRenderCacheLimits: PageRenderCacheLimits = { maxEntries: 5000, maxBytes: 32 * 1024 * 1024 };

interface Stored {
  page: CachedPage;
  reads: RenderReads;
}

/**
 * Rendered pages by path (never by query string: `?utm_source=…` must not multiply renders). Only 200s are
 * kept, so scanners asking for a thousand unknown paths cannot push the real pages out.
 *
 * Renders of the same path share one promise; different paths render side by side, so a slow page delays
 * only the visitors of that page. Each render records the public answers it read, so a content change drops only
 * the pages that show what changed (`invalidate`); a render that read something a change touched before it
 * finished is answered but not stored: it may hold the old content.
 */
export function createPageRenderCache(limits: PageRenderCacheLimits = defaultPageRenderCacheLimits) {
  const pages = new LRUCache<string, Stored>({
    max: limits.maxEntries,
    maxSize: limits.maxBytes,
    sizeCalculation: (stored) => Math.max(1, encodedSize(stored.page.bodies)),
  });
  const inFlight = new Map<string, { rendering: Promise<CachedPage>; reads: RenderReads }>();
  const changes = createChangeLog();

  /** Drops the pages that read what the change touched (every page for `everything`). */
  const invalidate = (change: ContentChange): void => {
    changes.record(change);
    if (change.everything) pages.clear();
    else {
      const stale = [...pages.entries()].filter(([, stored]) => changeTouchesAny(change, stored.reads));
      for (const [path] of stale) pages.delete(path);
    }
    // Later visitors must not join a render of the old content.
    for (const [path, pending] of [...inFlight]) if (changeTouchesAny(change, pending.reads)) inFlight.delete(path);
  };

  return {
    async get(path: string, render: (reads: RenderReads) => Promise<CachedPage>): Promise<CachedPage> {
      const cached = pages.get(path);
      if (cached) return cached.page;
      const pending = inFlight.get(path);
      if (pending) return pending.rendering;
      const startedAt = changes.now();
      const reads: RenderReads = new Set();
      const rendering = render(reads)
        .then((page) => {
          if (page.status === 200 && !changes.touchedSince(startedAt, reads)) pages.set(path, { page, reads });
          return page;
        })
        .finally(() => {
          if (inFlight.get(path)?.rendering === rendering) inFlight.delete(path);
        });
      inFlight.set(path, { rendering, reads });
      return rendering;
    },

    /** Whether a finished render of the path is stored (and so, until a change touches it, still a page). */
    has: (path: string): boolean => pages.has(path),

    invalidate,
    clear: (): void => invalidate({ everything: true }),

    stats: () => ({ entries: pages.size, bytes: pages.calculatedSize }),
  };
}

export type PageRenderCache = ReturnType<typeof createPageRenderCache>;
