import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultHeaderConfig } from '../../../../contract/global-components/default-header-config';
// The queries load their fetchers on first use; loaded here so the fake clock never waits on a module.
import '../../lib/api/public-content-fetch';
import { searchDialogOpenAtom } from '../../lib/search/search-dialog-atoms';
import { renderWithProviders } from '../../test/render-with-providers';
import logoStyles from './header-logo.module.css';
import { componentTestTimeout, installTestPlatform, stubHeaderFetch, testHeaderConfig } from './header.test-support';
import { SiteHeader } from './site-header';

const defaultMenu = ['Home', 'Digital Transformation', 'Solutions', 'Services', 'Company', 'Contact'];
const desktopNav = () => screen.getByRole('navigation', { name: 'Main' });
const topLevelTexts = () =>
  within(desktopNav())
    .getAllByRole('link')
    .map((element) => element.textContent);

beforeEach(() => {
  installTestPlatform();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SiteHeader data', { timeout: componentTestTimeout }, () => {
  it('shows the built-in menu while the configuration loads', () => {
    stubHeaderFetch('pending');
    renderWithProviders(<SiteHeader />);
    expect(topLevelTexts()).toEqual(defaultMenu);
  });

  it('shows the configuration the server returns, sorted and without disabled items', async () => {
    vi.useFakeTimers();
    const fetchMock = stubHeaderFetch({ content: testHeaderConfig });
    renderWithProviders(<SiteHeader />);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/global-components/header');
    expect(topLevelTexts()).toEqual(['Home', 'Services', 'Company', 'Solutions']);
    expect(within(desktopNav()).queryByRole('link', { name: 'Learning' })).not.toBeInTheDocument();
  });

  it('opens with the 24/7 incident line from the security contact, or leaves it out when switched off', async () => {
    vi.useFakeTimers();
    const securityContact = { ...testHeaderConfig.securityContact, incidentPhone: '+44 20 7946 0000' };
    stubHeaderFetch({ content: { ...testHeaderConfig, securityContact } });
    const { unmount } = renderWithProviders(<SiteHeader />);
    await act(() => vi.advanceTimersByTimeAsync(10));
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Under attack? 24/7 incident line')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute('href', 'tel:+442079460000');
    unmount();

    stubHeaderFetch({
      content: { ...testHeaderConfig, securityContact: { ...securityContact, showIncidentLine: false } },
    });
    renderWithProviders(<SiteHeader />);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.queryByText('Under attack? 24/7 incident line')).not.toBeInTheDocument();
  });

  it('falls back to the default menu when the fetch fails', async () => {
    vi.useFakeTimers();
    const fetchMock = stubHeaderFetch({ status: 500 });
    renderWithProviders(<SiteHeader />);
    // Let the request helper use up its retries.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(console.warn).toHaveBeenCalledWith('Failed to fetch header configuration', expect.anything());
    expect(topLevelTexts()).toEqual(defaultMenu);
    expect(within(desktopNav()).queryByRole('link', { name: 'Learning' })).not.toBeInTheDocument();
  });

  it('hides search and the theme toggle when the configuration says so', async () => {
    vi.useFakeTimers();
    stubHeaderFetch({ content: { ...defaultHeaderConfig, showSearch: false, showThemeToggle: false } });
    renderWithProviders(<SiteHeader />);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Switch to/ })).not.toBeInTheDocument();
  });
});

describe('SiteHeader controls', { timeout: componentTestTimeout }, () => {
  beforeEach(() => {
    stubHeaderFetch('pending');
  });

  it('links the logo home, with both theme logos for CSS to choose from, and toggles the theme', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />, { route: '/contact' });
    // Both are in the markup (the server cannot know the theme); the dark class on <html> shows one.
    const logos = screen.getAllByAltText('Aegisline home');
    expect(logos.map((logo) => logo.getAttribute('src'))).toEqual(['/brand/logo-light.svg', '/brand/logo-dark.svg']);
    for (const logo of logos) {
      expect(logo).toHaveAttribute('width', '176');
      expect(logo).toHaveAttribute('height', '40');
    }
    expect(logos[0]).toHaveClass(logoStyles.lightLogo);
    expect(logos[1]).toHaveClass(logoStyles.darkLogo);
    // jsdom applies no stylesheet, so both alt texts name the link here; the browser hides one (header.spec.ts).
    expect(screen.getByRole('link', { name: /^Aegisline home/ })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(window.localStorage.getItem('theme')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('opens the search dialog from the search button, which shows the shortcut', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveTextContent(/Ctrl K|⌘K/);
    await user.click(button);
    expect(store.get(searchDialogOpenAtom)).toBe(true);
  });

  it('toggles the search dialog with Ctrl+K and Cmd+K, overriding the browser', () => {
    const { store } = renderWithProviders(<SiteHeader />);
    const notCancelled = fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(notCancelled).toBe(false);
    expect(store.get(searchDialogOpenAtom)).toBe(true);
    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    expect(store.get(searchDialogOpenAtom)).toBe(false);
  });

  it('leaves K alone without the modifier', () => {
    const { store } = renderWithProviders(<SiteHeader />);
    expect(fireEvent.keyDown(window, { key: 'k' })).toBe(true);
    expect(store.get(searchDialogOpenAtom)).toBe(false);
  });
});
