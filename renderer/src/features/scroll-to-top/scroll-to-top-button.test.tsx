import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { ScrollToTopButton, scrollToTopThresholdPx } from './scroll-to-top-button';

const button = () => screen.queryByRole('button', { name: 'Scroll to top' });

function scrollPageTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' ? reduce : false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  scrollPageTo(0);
});

afterEach(() => {
  vi.unstubAllGlobals();
  scrollPageTo(0);
});

describe('ScrollToTopButton', () => {
  it('uses the 300 px threshold of the spec', () => {
    expect(scrollToTopThresholdPx).toBe(300);
  });

  it('appears only once the page is scrolled past 300 px', async () => {
    renderWithProviders(<ScrollToTopButton />);
    expect(button()).not.toBeInTheDocument();

    scrollPageTo(300);
    expect(button()).not.toBeInTheDocument();

    scrollPageTo(301);
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });

  it('shows straight away on a page that is already scrolled (a restored position)', async () => {
    scrollPageTo(1200);
    renderWithProviders(<ScrollToTopButton />);
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });

  it('listens to scroll passively', () => {
    const addListener = vi.spyOn(window, 'addEventListener');
    renderWithProviders(<ScrollToTopButton />);
    expect(addListener).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
  });

  it('scrolls smoothly to the top when clicked', async () => {
    stubReducedMotion(false);
    const user = userEvent.setup();
    scrollPageTo(900);
    renderWithProviders(<ScrollToTopButton />);

    await user.click(await screen.findByRole('button', { name: 'Scroll to top' }));

    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps instantly when the visitor prefers reduced motion', async () => {
    stubReducedMotion(true);
    const user = userEvent.setup();
    scrollPageTo(900);
    renderWithProviders(<ScrollToTopButton />);

    await user.click(await screen.findByRole('button', { name: 'Scroll to top' }));

    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });

  it('is reachable with the keyboard', async () => {
    const user = userEvent.setup();
    scrollPageTo(900);
    renderWithProviders(<ScrollToTopButton />);
    await screen.findByRole('button', { name: 'Scroll to top' });

    await user.tab();
    expect(button()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
