import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestPlatform } from '../../lib/api/api.test-support';
import { searchDialogOpenAtom } from '../../lib/search/search-dialog-atoms';
import { searchSectionStorageKey } from '../../lib/search/stored-section';
import { advance, renderOpenDialog, search, searchField } from './search-dialog-harness.test-support';
import { installTestBackend } from './search-backend.test-support';

const scrollIntoView = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  installTestPlatform();
  installTestBackend();
  scrollIntoView.mockClear();
  Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

const resultLink = (name: RegExp) => within(screen.getByRole('dialog', { name: 'Search' })).getByRole('link', { name });
const faq = () => document.getElementById('faq');

describe('opening a search result', () => {
  it('closes the dialog at once and goes to a page 300 ms later', async () => {
    const { store } = renderOpenDialog();
    await search('partners');
    fireEvent.click(resultLink(/^Partners/));
    expect(store.get(searchDialogOpenAtom)).toBe(false);
    await advance(299);
    expect(screen.getByText('Now at /')).toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Now at /company/partners')).toBeInTheDocument();
  });

  it('goes to a content result’s page, then scrolls smoothly to its section and highlights it for 3 s', async () => {
    renderOpenDialog();
    await search('telemetry enrichment');
    const link = resultLink(/AI Fusion Centre: questions/);
    expect(link).toHaveAttribute('href', '/services/ai-fusion-center#faq');
    fireEvent.click(link);
    await advance(300);
    expect(screen.getByText('Now at /services/ai-fusion-center')).toBeInTheDocument();
    await advance(0);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(faq()).toHaveAttribute('data-section-highlight');
    expect(window.sessionStorage.getItem(searchSectionStorageKey)).toBeNull();
    await advance(2999);
    expect(faq()).toHaveAttribute('data-section-highlight');
    await advance(1);
    expect(faq()).not.toHaveAttribute('data-section-highlight');
  });

  it('hands the section over in session storage and scrolls to it once the page renders it', async () => {
    renderOpenDialog({ faqDelayMs: 400 });
    await search('telemetry enrichment');
    fireEvent.click(resultLink(/AI Fusion Centre: questions/));
    await advance(300);
    expect(JSON.parse(window.sessionStorage.getItem(searchSectionStorageKey) ?? 'null')).toEqual({
      path: '/services/ai-fusion-center',
      sectionId: 'faq',
    });
    await advance(0);
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
    await advance(400);
    expect(faq()).toHaveAttribute('data-section-highlight');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    // Sections above it may still be taking their height: about 500 ms later it scrolls once more.
    await advance(500);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('scrolls at once when the section is on the page already shown', async () => {
    renderOpenDialog({ route: '/services/ai-fusion-center' });
    await search('telemetry enrichment');
    fireEvent.click(resultLink(/AI Fusion Centre: questions/));
    await advance(300);
    expect(faq()).toHaveAttribute('data-section-highlight');
    expect(window.sessionStorage.getItem(searchSectionStorageKey)).toBeNull();
    expect(screen.getByText('Now at /services/ai-fusion-center')).toBeInTheDocument();
  });

  it('opens the first result with Enter in the field', async () => {
    renderOpenDialog();
    await search('fusion centre');
    fireEvent.keyDown(searchField(), { key: 'Enter' });
    await advance(300);
    expect(screen.getByText('Now at /services/ai-fusion-center')).toBeInTheDocument();
  });

  it('opens a Quick Link', async () => {
    renderOpenDialog();
    await advance(0);
    fireEvent.click(screen.getByRole('link', { name: 'Career Opportunities' }));
    await advance(300);
    expect(screen.getByText('Now at /company/careers')).toBeInTheDocument();
  });
});
