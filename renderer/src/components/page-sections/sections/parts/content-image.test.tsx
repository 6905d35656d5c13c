import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { ContentImage } from './content-image';

const photo = { src: '/media/7/0123456789abcdef/team-offsite.png', alt: 'Our team', width: 1200, height: 800 };

describe('ContentImage', () => {
  it('offers a library picture as AVIF and WebP renditions with its size set and lazy loading', () => {
    const { container } = renderWithProviders(<ContentImage image={photo} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Our team' });
    expect(img).toHaveAttribute('src', photo.src);
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[1]?.getAttribute('srcset')).toBe(
      '/media/7/0123456789abcdef/team-offsite-480.webp 480w, /media/7/0123456789abcdef/team-offsite-960.webp 960w, /media/7/0123456789abcdef/team-offsite-1200.webp 1200w',
    );
    expect(sources[0]?.getAttribute('sizes')).toBe('50vw');
  });

  it('is read out with the alt text it was given, silent only when marked decorative', () => {
    const { container } = renderWithProviders(
      <>
        <ContentImage image={{ ...photo, alt: 'The team in Lisbon' }} />
        <ContentImage image={{ ...photo, src: '/illustrations/cloud.svg', alt: 'Kept but unread', decorative: true }} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'The team in Lisbon' })).toBeInTheDocument();
    expect(container.querySelector('img[src="/illustrations/cloud.svg"]')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img', { name: 'Kept but unread' })).toBeNull();
  });

  it('keeps the focal point in view wherever the picture is cropped, and says nothing for the middle', () => {
    renderWithProviders(
      <>
        <ContentImage image={{ ...photo, alt: 'Off centre', focus: { x: 12, y: 88 } }} className="cover" />
        <ContentImage image={{ ...photo, alt: 'Centred', focus: { x: 50, y: 50 } }} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Off centre' }).style.objectPosition).toBe('12% 88%');
    expect(screen.getByRole('img', { name: 'Centred' })).not.toHaveAttribute('style');
  });

  it('fetches a priority picture at once and first', () => {
    renderWithProviders(<ContentImage image={photo} priority />);
    const img = screen.getByRole('img', { name: 'Our team' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a site file or an SVG from the library as it is', () => {
    const { container } = renderWithProviders(
      <>
        <ContentImage image={{ src: '/illustrations/data-flow.svg', alt: 'Flow', width: 560, height: 360 }} />
        <ContentImage image={{ src: '/media/3/0123456789abcdef/logo.svg', alt: 'Logo', width: 176, height: 40 }} />
      </>,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/media/3/0123456789abcdef/logo.svg');
  });
});
