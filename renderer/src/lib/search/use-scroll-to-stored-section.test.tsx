import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { readSectionTarget, storeSectionTarget } from './stored-section';
import { sectionHighlightMs, sectionRetryMs } from './scroll-to-section';
import { sectionWaitLimitMs, useScrollToStoredSection } from './use-scroll-to-stored-section';

function Page() {
  useScrollToStoredSection();
  return <section id="faq">Questions</section>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useScrollToStoredSection', () => {
  it('uses the spec timings: 3 s highlight, about 500 ms retry', () => {
    expect(sectionHighlightMs).toBe(3000);
    expect(sectionRetryMs).toBe(500);
  });

  it('highlights the stored section of this page and forgets it', async () => {
    storeSectionTarget({ path: '/services', sectionId: 'faq' });
    renderWithProviders(<Page />, { route: '/services' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(document.getElementById('faq')).toHaveAttribute('data-section-highlight');
    expect(readSectionTarget()).toBeNull();
  });

  it('drops a section left for another page, so a later visit does not jump', async () => {
    storeSectionTarget({ path: '/contact', sectionId: 'faq' });
    renderWithProviders(<Page />, { route: '/services' });
    await act(() => vi.advanceTimersByTimeAsync(sectionRetryMs * 20));
    expect(document.getElementById('faq')).not.toHaveAttribute('data-section-highlight');
    expect(readSectionTarget()).toBeNull();
  });

  it('gives up when the section never appears', async () => {
    storeSectionTarget({ path: '/services', sectionId: 'missing' });
    renderWithProviders(<Page />, { route: '/services' });
    await act(() => vi.advanceTimersByTimeAsync(sectionWaitLimitMs - 1));
    expect(readSectionTarget()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(readSectionTarget()).toBeNull();
  });
});
