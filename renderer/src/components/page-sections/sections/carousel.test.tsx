import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { HeroCarouselView } from './hero-carousel-section';
import { HeroSlides } from './hero/hero-slides';
import { LogoCarouselView } from './logo-carousel-section';

const slides = [
  { title: 'Slide one', description: 'First.' },
  { title: 'Slide two', description: 'Second.' },
  { title: 'Slide three', description: 'Third.' },
];
const shared = { id: 'hero-carousel', headingId: 'hero-carousel-heading', pageTitle: 'Home' };

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** The slide that is shown: hidden slides are aria-hidden, so only the current one is in the tree. */
const currentSlide = () => screen.getByRole('group', { name: /of 3$/ });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const play = () => fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));

function renderCarousel(intervalSeconds = 6) {
  renderWithProviders(<HeroCarouselView data={{ title: 'Our work', slides, intervalSeconds }} {...shared} />);
  return screen.getByRole('group', { name: 'Our work' });
}

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('carousels', () => {
  it('is a labelled carousel whose slides say where they are', () => {
    const region = renderCarousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(within(currentSlide()).getByRole('heading', { name: 'Slide one' })).toBeInTheDocument();
  });

  it('moves with next, previous and the dots, wrapping at both ends', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
  });

  it('draws its controls light on dark in the navy hero and in the theme’s colours elsewhere', () => {
    const { unmount } = renderWithProviders(<HeroSlides title="Home" slides={slides} />);
    const tone = () => screen.getByRole('button', { name: 'Next slide' }).parentElement;
    expect(tone()).toHaveAttribute('data-tone', 'onDark');
    unmount();
    renderCarousel();
    expect(tone()).toHaveAttribute('data-tone', 'default');
  });

  it('stays still until the visitor presses Play', () => {
    renderCarousel();
    advance(60_000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });

  it('once playing, advances on its own at the content’s interval, silently', () => {
    renderCarousel(8);
    play();
    const slidesRegion = currentSlide().parentElement as HTMLElement;
    expect(slidesRegion).toHaveAttribute('aria-live', 'off');
    advance(7_900);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    advance(200);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    const region = renderCarousel();
    play();
    fireEvent.mouseEnter(region);
    advance(20_000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(currentSlide().parentElement).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(region);
    advance(6_000);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('pauses while focus is inside it and resumes when focus leaves', () => {
    renderCarousel();
    play();
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    advance(20_000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    act(() => next.blur());
    advance(6_000);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('stops for good on Pause and starts again on Play', () => {
    renderCarousel();
    play();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    advance(20_000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    advance(6_000);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('never advances on its own when the visitor prefers reduced motion', () => {
    stubReducedMotion(true);
    renderCarousel();
    advance(60_000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.queryByRole('button', { name: 'Pause slides' })).not.toBeInTheDocument();
    expect(currentSlide().parentElement).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('logo carousel: wordmarks with the same controls, repeats hidden from assistive technology', () => {
    renderWithProviders(
      <LogoCarouselView
        data={{ title: 'Clients', logos: [{ name: 'Alpha' }, { name: 'Beta' }, { name: 'Gamma' }] }}
        id="logo-carousel"
        headingId="logo-carousel-heading"
        pageTitle="Home"
      />,
    );
    const region = screen.getByRole('group', { name: 'Clients' });
    expect(within(region).getAllByRole('group', { name: /of 3/ })).toHaveLength(3);
    expect(within(region).getByRole('group', { name: '1 of 3: Alpha' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Go to slide 3' })).toBeInTheDocument();
    fireEvent.mouseEnter(region);
    advance(20_000);
    expect(within(region).getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
  });
});
