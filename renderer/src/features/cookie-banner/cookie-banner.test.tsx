import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { CookieBanner } from './cookie-banner';
import { cookieBannerOpenAtom } from './cookie-banner-atoms';
import { cookieBannerDelayMs, cookieConsentStorageKey } from './cookie-consent';
// The banner's panel is lazily loaded; having its modules cached lets fake-timer steps settle it.
import './cookie-banner-panel';
import '../../lib/theme/chakra-scope';

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

/** Async so the Presence state machine (which settles in microtasks) renders within the same step. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  // A lazily loaded component resolves over a few microtask turns after its timer fires.
  for (let turn = 0; turn < 5; turn += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}

/**
 * fireEvent rather than user-event: Testing Library's async wrapper waits on a setTimeout that vitest's
 * fake timers never fire, and the 10 s delay needs fake timers.
 */
async function press(element: HTMLElement) {
  fireEvent.click(element);
  // One animation frame: Presence reads the exit animation on the next frame.
  await advance(20);
}

/** jsdom runs no CSS animations: finish the banner's exit animation as a browser would, so it unmounts. */
async function finishExitAnimation() {
  const region = banner();
  if (region) fireEvent.animationEnd(region);
  await advance(0);
}

async function renderShownBanner() {
  const result = renderWithProviders(<CookieBanner />);
  await advance(cookieBannerDelayMs);
  return result;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('CookieBanner timing', () => {
  it('uses the 10 s delay of the spec', () => {
    expect(cookieBannerDelayMs).toBe(10_000);
    expect(cookieConsentStorageKey).toBe('cookie-consent');
  });

  it('appears 10 s after the page loads, not before', async () => {
    renderWithProviders(<CookieBanner />);
    expect(banner()).not.toBeInTheDocument();

    await advance(9_999);
    expect(banner()).not.toBeInTheDocument();

    await advance(1);
    expect(banner()).toBeInTheDocument();
    expect(screen.getByText(/your theme preference and your consent choice/)).toBeInTheDocument();
  });

  it('stays hidden when consent was already accepted', async () => {
    window.localStorage.setItem('cookie-consent', 'accepted');
    const { store } = renderWithProviders(<CookieBanner />);

    await advance(60_000);
    expect(banner()).not.toBeInTheDocument();
    expect(store.get(cookieBannerOpenAtom)).toBe(false);
  });

  it('still appears when the stored value is anything other than accepted', async () => {
    window.localStorage.setItem('cookie-consent', 'declined');
    renderWithProviders(<CookieBanner />);

    await advance(10_000);
    expect(banner()).toBeInTheDocument();
  });
});

describe('CookieBanner actions', () => {
  it('Accept All stores the consent and hides the banner', async () => {
    const { store } = await renderShownBanner();

    await press(screen.getByRole('button', { name: 'Accept All' }));
    await finishExitAnimation();

    expect(window.localStorage.getItem('cookie-consent')).toBe('accepted');
    expect(store.get(cookieBannerOpenAtom)).toBe(false);
    expect(banner()).not.toBeInTheDocument();
  });

  it.each(['Decline', 'Close'])('%s hides the banner for now and stores nothing', async (action) => {
    const { store } = await renderShownBanner();

    await press(screen.getByRole('button', { name: action }));
    await finishExitAnimation();

    expect(banner()).not.toBeInTheDocument();
    expect(store.get(cookieBannerOpenAtom)).toBe(false);
    expect(window.localStorage.getItem('cookie-consent')).toBeNull();
    expect(window.localStorage).toHaveLength(0);

    // "For now" means for this visit: it does not pop up again while the app stays open.
    await advance(60_000);
    expect(banner()).not.toBeInTheDocument();
  });

  it('Escape dismisses it like Close', async () => {
    await renderShownBanner();

    fireEvent.keyDown(screen.getByRole('button', { name: 'Accept All' }), { key: 'Escape' });
    await advance(20);
    await finishExitAnimation();

    expect(banner()).not.toBeInTheDocument();
    expect(window.localStorage.getItem('cookie-consent')).toBeNull();
  });

  it('Read more expands the details and becomes Read less', async () => {
    await renderShownBanner();

    const readMore = screen.getByRole('button', { name: 'Read more' });
    expect(readMore).toHaveAttribute('aria-expanded', 'false');
    const details = document.getElementById(readMore.getAttribute('aria-controls') ?? '');
    expect(details).toHaveTextContent('Theme preference');

    await press(readMore);

    expect(readMore).toHaveAttribute('aria-expanded', 'true');
    expect(readMore).toHaveAccessibleName('Read less');
    expect(screen.getByText(/no advertising, analytics or other third-party tracking cookies/i)).toBeInTheDocument();

    await press(readMore);
    expect(readMore).toHaveAttribute('aria-expanded', 'false');
    expect(readMore).toHaveAccessibleName('Read more');
  });

  it('links to the cookie policy, privacy policy and terms of service', async () => {
    await renderShownBanner();

    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
  });

  it('does not take focus when it appears (it is not a modal)', async () => {
    renderWithProviders(<CookieBanner />);
    const before = document.activeElement;
    await advance(cookieBannerDelayMs);

    expect(banner()).toBeInTheDocument();
    expect(document.activeElement).toBe(before);
    expect(banner()).not.toHaveAttribute('aria-modal');
  });
});
