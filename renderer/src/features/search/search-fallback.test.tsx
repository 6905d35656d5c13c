import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestPlatform } from '../../lib/api/api.test-support';
// The queries load their fetchers on first use; loaded here so the fake clock never waits on a module.
import '../../lib/api/public-content-fetch';
import { advance, renderOpenDialog, search } from './search-dialog-harness.test-support';
import { fallbackPageSlugs } from './fallback-search';
import { installTestBackend, requestedPaths } from './search-backend.test-support';

beforeEach(() => {
  vi.useFakeTimers();
  installTestPlatform();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('search on a backend without the search endpoint', () => {
  it('loads the page and subpage lists when it opens, and the 8 pages when it searches', async () => {
    const fetchStub = installTestBackend({ searchEndpoint: false });
    renderOpenDialog();
    await advance(0);
    expect(requestedPaths(fetchStub)).toEqual([
      '/api/public/search?q=',
      '/api/public/pages',
      '/api/public/subpages/all',
    ]);

    await search('cloud security reviews');
    const pageCalls = requestedPaths(fetchStub).filter((path) => path.startsWith('/api/public/pages/'));
    expect(pageCalls).toEqual(fallbackPageSlugs.map((slug) => `/api/public/pages/${slug}`));
    expect(screen.getByText('1 result for "cloud security reviews"')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('link', { name: /How we work/ })).toHaveAttribute(
      'href',
      '/services#intro',
    );
  });

  it('only logs pages that fail to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installTestBackend({ searchEndpoint: false, failingPages: ['services'] });
    renderOpenDialog();
    await search('security');
    expect(warn).toHaveBeenCalledWith('Search: failed to fetch page "services"', expect.anything());
    expect(screen.getByText('3 results for "security"')).toBeInTheDocument();
  });

  it('matches page titles only when the search fails as a whole', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installTestBackend({ searchEndpoint: false, failingSubpageList: true });
    renderOpenDialog();
    await search('partners');
    expect(screen.getByText('1 result for "partners"')).toBeInTheDocument();
    await search('managed detection');
    expect(screen.getByRole('heading', { name: 'No results found' })).toBeInTheDocument();
  });
});
