import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestPlatform, jsonResponse, textResponse } from './api.test-support';
import { getPageQueryOptions } from './page-query';
import { getPage, getSubpage } from './public-content-fetch';
import { getSubpageQueryOptions } from './subpage-query';
import type { PublicRedirect } from '../../../../contract/public-redirect';
import { isPublicRedirect } from '../../../../contract/public-redirect';

const summary = { id: 1, title: 'Partners', description: 'Who we work with', slug: 'company/partners' };
const heroBlock = { id: 'h1', type: 'hero', data: { title: 'Partners' } };
const page = {
  ...summary,
  content: { hero: { title: 'Partners' } },
  blocks: [heroBlock],
  updatedAt: '2025-01-01T00:00:00.000Z',
};
/** The page as the query keeps it: the spec's keyed view left out (the blocks hold the same). */
const { content: _content, ...kept } = page;
const subpage = {
  ...page,
  slug: 'zero-trust',
  fullPath: 'services/zero-trust',
  parentSlug: 'services',
  parentTitle: 'Services',
};
const fetchMock = vi.fn<typeof fetch>();

/** The answer as a page: a redirect or null here is a failure of the test's premise. */
function validated<Answer extends object>(answer: Answer | null): Exclude<Answer, PublicRedirect> {
  if (!answer || isPublicRedirect(answer)) throw new Error('expected a page');
  return answer as Exclude<Answer, PublicRedirect>;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  installTestPlatform();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('page by slug', () => {
  it('fetches a page whose slug holds a slash', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, page));
    await expect(getPage('company/partners')).resolves.toEqual({
      ...kept,
      validated: { opening: [], later: [{ id: 'h1', anchor: 'hero', type: 'hero', reason: 'Unknown section' }] },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/pages/company/partners');
  });

  it('validates the blocks once, as it fetches, so rendering needs no schema', async () => {
    const banner = { title: 'Partners', description: 'Who we work with.' };
    const intro = { title: 'Why partners' };
    const blocks = [
      { id: 'b', type: 'banner', data: banner },
      { id: 'i', type: 'intro', data: intro },
      { id: 'f', type: 'faq', data: { items: 'none' } },
    ];
    fetchMock.mockResolvedValue(jsonResponse(200, { ...page, blocks }));
    const fetched = validated(await getPage('company/partners'));
    expect(fetched.validated.banner).toEqual({ id: 'b', anchor: 'banner', data: banner });
    expect(fetched.validated.opening).toEqual([{ id: 'i', anchor: 'intro', type: 'intro', data: intro }]);
    expect(fetched.validated.later).toEqual([
      { id: 'f', anchor: 'faq', type: 'faq', reason: expect.stringContaining('title') },
    ]);
    expect(fetched).not.toHaveProperty('content');

    // An intro after another block is a body block; a malformed banner is left out; unknown types are named.
    const mixed = [
      { id: 'b', type: 'banner', data: { title: 7 } },
      { id: 'x', type: 'broken', data: 1 },
      { id: 'i', type: 'intro', data: intro },
    ];
    fetchMock.mockResolvedValue(jsonResponse(200, { ...page, blocks: mixed }));
    expect(validated(await getPage('company/partners')).validated).toEqual({
      opening: [],
      later: [
        { id: 'x', anchor: 'broken', type: 'broken', reason: 'Unknown section' },
        { id: 'i', anchor: 'intro', type: 'intro', data: intro },
        { id: 'b', anchor: 'banner', type: 'banner', reason: expect.any(String) },
      ],
    });
  });

  it('answers where a moved page went, for the page view to follow', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { redirect: '/partners-new' }));
    await expect(getPage('company/partners')).resolves.toEqual({ redirect: '/partners-new' });
  });

  it('resolves null for a 404 so the route can show not-found', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { error: 'Page not found' }));
    await expect(getPage('nope')).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects any other failure, such as a page without content', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, summary));
    await expect(getPage('company/partners')).rejects.toThrow(
      'Unexpected response from /api/public/pages/company/partners',
    );
    fetchMock.mockResolvedValue(textResponse(400, 'Bad slug'));
    await expect(getPage('x')).rejects.toThrow('Bad slug');
  });

  it('keys each page by its slug', () => {
    expect(getPageQueryOptions('home').queryKey).not.toEqual(getPageQueryOptions('contact').queryKey);
  });
});

describe('subpage by parent and slug', () => {
  it('fetches the subpage under its parent', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, subpage));
    const { content: _subpageContent, ...keptSubpage } = subpage;
    await expect(getSubpage('services', 'zero-trust')).resolves.toEqual({
      ...keptSubpage,
      validated: { opening: [], later: [{ id: 'h1', anchor: 'hero', type: 'hero', reason: 'Unknown section' }] },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/subpages/services/zero-trust');
  });

  it('resolves null for a 404', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { error: 'Subpage not found' }));
    await expect(getSubpage('services', 'nope')).resolves.toBeNull();
  });

  it('keys each subpage by parent and slug', () => {
    expect(getSubpageQueryOptions('a', 'b').queryKey).not.toEqual(getSubpageQueryOptions('a', 'c').queryKey);
  });
});
