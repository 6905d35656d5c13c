import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestPlatform, jsonResponse, textResponse } from './api.test-support';
import { getPageQueryOptions } from './page-query';
import { getPage, getSubpage } from './public-content-fetch';
import { getSubpageQueryOptions } from './subpage-query';
import type { PublicRedirect } from '../../../../contract/public-redirect';
import { isPublicRedirect } from '../../../../contract/public-redirect';

const summary = { id: 1, title: 'Partners', description: 'Who we work with', slug: 'company/partners' };
const page = { ...summary, content: { hero: { title: 'Partners' } }, updatedAt: '2025-01-01T00:00:00.000Z' };
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
      ...page,
      validated: { opening: [], later: [{ key: 'hero', reason: 'Unknown section' }] },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/pages/company/partners');
  });

  it('validates the content once, as it fetches, so rendering needs no schema', async () => {
    const banner = { title: 'Partners', description: 'Who we work with.' };
    const intro = { title: 'Why partners' };
    fetchMock.mockResolvedValue(jsonResponse(200, { ...page, content: { banner, intro, faq: { items: 'none' } } }));
    const fetched = validated(await getPage('company/partners'));
    expect(fetched.validated.banner).toEqual(banner);
    expect(fetched.validated.opening).toEqual([{ key: 'intro', data: intro }]);
    expect(fetched.validated.later).toEqual([{ key: 'faq', reason: expect.stringContaining('title') }]);

    // An intro after another section is a body section; a malformed banner is left out; unknown keys are named.
    fetchMock.mockResolvedValue(jsonResponse(200, { ...page, content: { banner: { title: 7 }, broken: 1, intro } }));
    expect(validated(await getPage('company/partners')).validated).toEqual({
      opening: [],
      later: [
        { key: 'broken', reason: 'Unknown section' },
        { key: 'intro', data: intro },
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
    await expect(getSubpage('services', 'zero-trust')).resolves.toEqual({
      ...subpage,
      validated: { opening: [], later: [{ key: 'hero', reason: 'Unknown section' }] },
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
