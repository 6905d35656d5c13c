import type { Mock } from 'vitest';
import type { MediaItem, MediaRevision } from '../../../../../contract/admin/admin-media';
import { jsonResponse } from '../../../test/stub-fetch';

/** A library picture as the API answers it. */
export function mediaItem(id: number, name: string, alt: string, extra: Partial<MediaItem> = {}): MediaItem {
  return {
    id,
    name,
    alt,
    url: `/media/${id}/0123456789abcdef/${name}.png`,
    mimeType: 'image/png',
    width: 1200,
    height: 800,
    bytes: 52_000,
    renditions: [],
    focus: { x: 50, y: 50 },
    usedOn: [],
    revisions: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

export function mediaRevision(id: number, name: string): MediaRevision {
  return {
    id,
    name,
    alt: `The ${name} picture`,
    mimeType: 'image/png',
    width: 640,
    height: 480,
    bytes: 20_000,
    fileUrl: `/api/admin/media/1/revisions/${id}/file`,
    replacedAt: '2026-02-03T10:00:00.000Z',
    replacedBy: { id: 2, displayName: 'Eddie Editor' },
  };
}

/**
 * The media API for a component test: lists (searched by name, filtered by type, two to a page so paging shows),
 * items by id, revisions and their files, restores; every request is kept in `fetchMock.mock.calls`.
 */
export function answerMedia(
  fetchMock: Mock<typeof fetch>,
  library: () => MediaItem[],
  revisions: MediaRevision[] = [],
): void {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://site.test');
    const path = url.pathname;
    if (path === '/api/admin/media' && (init?.method ?? 'GET') === 'GET') {
      const q = url.searchParams.get('q') ?? '';
      const type = url.searchParams.get('type');
      const page = Number(url.searchParams.get('page') ?? '1');
      const found = library().filter((item) => item.name.includes(q) && (!type || item.mimeType === `image/${type}`));
      return jsonResponse(200, {
        items: found.slice((page - 1) * 24, page * 24),
        total: found.length,
        page,
        pageSize: 24,
      });
    }
    const item = /^\/api\/admin\/media\/(\d+)$/.exec(path);
    if (item) {
      const found = library().find((entry) => entry.id === Number(item[1]));
      if (init?.method === 'PUT' && found) return jsonResponse(200, { ...found, ...JSON.parse(String(init.body)) });
      return found ? jsonResponse(200, found) : jsonResponse(404, { error: 'Image not found' });
    }
    if (/\/revisions$/.test(path)) return jsonResponse(200, { items: revisions });
    if (/\/file$/.test(path)) return new Response(new Blob(['png']), { status: 200 });
    if (/\/restore$/.test(path)) return jsonResponse(200, library()[0]);
    return jsonResponse(404, { error: 'Not found' });
  });
}

export const requestedUrls = (fetchMock: Mock<typeof fetch>) => fetchMock.mock.calls.map(([input]) => String(input));
