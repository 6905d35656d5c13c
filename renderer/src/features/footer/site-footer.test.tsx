import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultFooterContent } from '../../../../contract/global-components/default-footer-content';
import type { FooterContent } from '../../../../contract/global-components/footer-content';
import { createWebPlatform, setPlatform } from '../../lib/platform/platform';
import { renderWithProviders } from '../../test/render-with-providers';
import { FooterView } from './footer-view';
import { SiteFooter } from './site-footer';

const fetchMock = vi.fn<typeof fetch>();

const serverFooter: FooterContent = {
  ...defaultFooterContent,
  logoLight: '/uploads/footer-light.svg',
  logoDark: '/uploads/footer-dark.svg',
  description: 'Server description.',
  socialLinks: [
    { platform: 'linkedin', link: 'https://www.linkedin.com/company/example' },
    { platform: 'github', link: '#' },
  ],
  quickLinkSections: [
    { title: 'Expertise', links: [{ text: 'Cloud Security', link: '/services/cloud-security' }] },
    { title: 'About', links: [{ text: 'Careers', link: '/company/careers' }] },
    { title: 'Insights', links: [{ text: 'Resources', link: '/company/resources' }] },
  ],
  companyInfo: {
    title: 'Visit us',
    officeName: 'Leeds Studio',
    address: '1 Park Row\nLeeds LS1 5AB',
    phone: '+44 113 496 0000',
    email: 'leeds@aegisline.example',
  },
  copyrightText: 'Server Ltd.',
};

function answerWith(content: unknown): Response {
  return new Response(JSON.stringify({ name: 'footer', content, updatedAt: '2025-01-01T00:00:00Z' }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** jsdom has no layout: stand in for the 768 px media query the footer switches on. */
function setWideScreen(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 768px)' ? wide : false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  setPlatform(createWebPlatform({ authMode: 'token', apiBase: '' }, window.localStorage));
  setWideScreen(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SiteFooter', () => {
  it('opened in the browser, loads the footer code and shows the footer', async () => {
    fetchMock.mockResolvedValue(answerWith(serverFooter));
    // React resumes a render suspended on the code download only inside an awaited act.
    await act(async () => {
      renderWithProviders(<SiteFooter />);
    });
    expect(await screen.findByText('Server description.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('FooterView content', () => {
  it("shows the server's footer", async () => {
    fetchMock.mockResolvedValue(answerWith(serverFooter));
    renderWithProviders(<FooterView />);

    expect(await screen.findByText('Server description.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/global-components/footer');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // Small screens load the accordion lazily.
    expect(await screen.findByRole('button', { name: 'Expertise' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Visit us' })).toBeInTheDocument();
    expect(screen.getByText('Leeds Studio')).toBeInTheDocument();
    // One line of the multi-line address per line.
    expect(screen.getByText('1 Park Row')).toBeInTheDocument();
    expect(screen.getByText('Leeds LS1 5AB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+44 113 496 0000' })).toHaveAttribute('href', 'tel:+441134960000');
    expect(screen.getByRole('link', { name: 'leeds@aegisline.example' })).toHaveAttribute(
      'href',
      'mailto:leeds@aegisline.example',
    );
    expect(screen.getByText(/Server Ltd\.$/)).toBeInTheDocument();
  });

  it('falls back to the built-in footer when the fetch fails', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<FooterView />);
    // Let the request helper run through its retries and backoff.
    await act(() => vi.advanceTimersByTimeAsync(60_000));

    expect(screen.getByText(defaultFooterContent.description)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'What we do' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Company' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Get in touch' })).toBeInTheDocument();
    expect(screen.getByText('London Headquarters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@aegisline.example' })).toHaveAttribute(
      'href',
      'mailto:hello@aegisline.example',
    );
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('shows the legal links and the copyright with the current year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T10:00:00Z'));
    fetchMock.mockResolvedValue(answerWith(defaultFooterContent));
    renderWithProviders(<FooterView />);

    expect(await screen.findByText(`© 2031 ${defaultFooterContent.copyrightText}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');
  });

  it('labels each social link by platform and keeps # placeholders', async () => {
    fetchMock.mockResolvedValue(answerWith(serverFooter));
    renderWithProviders(<FooterView />);

    const linkedIn = await screen.findByRole('link', { name: 'Aegisline on LinkedIn' });
    expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/company/example');
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Aegisline on GitHub' })).toHaveAttribute('href', '#');
  });
});

describe('FooterView logo', () => {
  it("carries both themes' logos, for the dark class on <html> to choose between", async () => {
    fetchMock.mockResolvedValue(answerWith(serverFooter));
    renderWithProviders(<FooterView />);

    await screen.findAllByAltText('Aegisline');
    const logos = screen.getAllByAltText('Aegisline');
    expect(logos.map((logo) => logo.getAttribute('src'))).toEqual([serverFooter.logoLight, serverFooter.logoDark]);
    for (const logo of logos) {
      expect(logo).toHaveAttribute('width', '176');
      expect(logo).toHaveAttribute('height', '40');
    }
  });
});

describe('SiteFooter layout', () => {
  it('folds link sections into accordions on small screens, each opening independently', async () => {
    fetchMock.mockResolvedValue(answerWith(serverFooter));
    const user = userEvent.setup();
    renderWithProviders(<FooterView />);

    const expertise = await screen.findByRole('button', { name: 'Expertise' });
    const about = screen.getByRole('button', { name: 'About' });
    const insights = screen.getByRole('button', { name: 'Insights' });
    for (const trigger of [expertise, about, insights]) {
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(trigger).toHaveAttribute('aria-controls');
    }
    expect(screen.queryByRole('link', { name: 'Cloud Security' })).not.toBeInTheDocument();

    await user.click(expertise);
    await user.click(insights);

    expect(expertise).toHaveAttribute('aria-expanded', 'true');
    expect(insights).toHaveAttribute('aria-expanded', 'true');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(expertise.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Cloud Security' })).toHaveAttribute(
      'href',
      '/services/cloud-security',
    );
    // The second panel's content is mounted as it opens: on a busy machine that comes a moment after the click.
    expect(await screen.findByRole('link', { name: 'Resources' })).toBeVisible();

    await user.click(expertise);
    expect(expertise).toHaveAttribute('aria-expanded', 'false');
    expect(insights).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows every section as an open column with its heading on large screens', async () => {
    setWideScreen(true);
    fetchMock.mockResolvedValue(answerWith(serverFooter));
    renderWithProviders(<FooterView />);

    expect(await screen.findByRole('heading', { name: 'Expertise' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Expertise' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cloud Security' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/company/careers');
  });
});
