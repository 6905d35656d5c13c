import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { BannerSection } from './banner-section';

const slides = [
  {
    title: 'First headline',
    subtitle: 'First subtitle',
    description: 'First description.',
    cta: { text: 'First action', link: '/contact' },
  },
  { title: 'Second headline', description: 'Second description.' },
];

const h1 = () => screen.getAllByRole('heading', { level: 1 });

describe('banner', () => {
  it('text shape: title as the h1, subtitle, description and call to action', () => {
    renderWithProviders(
      <BannerSection
        id="banner"
        pageTitle="Careers"
        data={{
          title: 'Careers at Aegisline',
          subtitle: 'Do good work',
          description: 'We hire curious people.',
          cta: { text: 'See open roles', link: '/company/careers#job-listings-section' },
        }}
      />,
    );
    expect(h1()).toHaveLength(1);
    expect(h1()[0]).toHaveTextContent('Careers at Aegisline');
    expect(screen.getByText('Do good work')).toBeInTheDocument();
    expect(screen.getByText('We hire curious people.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See open roles' })).toHaveAttribute(
      'href',
      '/company/careers#job-listings-section',
    );
    expect(document.getElementById('banner')).not.toBeNull();
  });

  it('title-and-slides shape: the first headline is the h1, the banner title its label, slides rotate', () => {
    renderWithProviders(
      <BannerSection id="banner" pageTitle="Home" data={{ title: 'Aegisline: resilience', slides }} />,
    );
    expect(h1()).toHaveLength(1);
    expect(h1()[0]).toHaveTextContent('First headline');
    expect(screen.getByText('Aegisline: resilience').tagName).toBe('P');
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    const shown = within(carousel).getByRole('group', { name: '1 of 2' });
    expect(within(shown).getByRole('heading', { level: 1, name: 'First headline' })).toBeInTheDocument();
    expect(
      within(carousel).getByRole('heading', { level: 2, name: 'Second headline', hidden: true }),
    ).toBeInTheDocument();
    expect(within(shown).getByText('First subtitle')).toBeInTheDocument();
    expect(within(shown).getByRole('link', { name: 'First action' })).toHaveAttribute('href', '/contact');
  });

  it('array shape with several slides: the first headline is the h1, the page title its label', () => {
    renderWithProviders(<BannerSection id="banner" pageTitle="News" data={slides} />);
    expect(h1()).toHaveLength(1);
    expect(h1()[0]).toHaveTextContent('First headline');
    expect(screen.getByText('News').tagName).toBe('P');
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute('aria-roledescription', 'carousel');
  });

  it('array shape with one slide: a plain hero whose title is the h1, no carousel', () => {
    renderWithProviders(
      <BannerSection
        id="banner"
        pageTitle="News"
        data={[{ title: 'News', subtitle: 'What is new', description: 'Updates.' }]}
      />,
    );
    expect(h1()[0]).toHaveTextContent('News');
    expect(screen.getByText('What is new')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('draws the banner’s own artwork with its alt text and focal point, decorative only when marked so, or the site’s when it names none', () => {
    const text = { title: 'Cloud security', description: 'Guard rails for every workload.' };
    const { unmount } = renderWithProviders(
      <BannerSection
        id="banner"
        pageTitle="Cloud"
        data={{
          ...text,
          artwork: {
            src: '/media/7/abcdef1234567890/cloud.png',
            alt: 'Clouds',
            width: 1280,
            height: 1120,
            focus: { x: 30, y: 70 },
          },
        }}
      />,
    );
    // The editor's picture is read out (issue 29), offered as renditions, fetched first, cropped around its point.
    const own = screen.getByRole('img', { name: 'Clouds' });
    expect(own).toHaveAttribute('src', '/media/7/abcdef1234567890/cloud.png');
    expect(own).toHaveAttribute('fetchpriority', 'high');
    expect(own.style.objectPosition).toBe('30% 70%');
    expect(document.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain('cloud-960.avif');
    unmount();

    const decorative = renderWithProviders(
      <BannerSection
        id="banner"
        pageTitle="Cloud"
        data={{
          ...text,
          artwork: { src: '/media/7/abcdef1234567890/cloud.png', alt: 'Clouds', width: 1, height: 1, decorative: true },
        }}
      />,
    );
    expect(document.querySelector('img[src="/media/7/abcdef1234567890/cloud.png"]')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img', { name: 'Clouds' })).not.toBeInTheDocument();
    decorative.unmount();

    renderWithProviders(<BannerSection id="banner" pageTitle="Cloud" data={text} />);
    expect(document.querySelector('img[src="/illustrations/hero-mesh.svg"]')).toHaveAttribute('alt', '');
  });
});
