import type { ReactNode } from 'react';
import styles from './carousel-frame.module.css';
import type { CarouselState } from './use-carousel';

interface CarouselRootProps {
  label: string;
  carousel: CarouselState;
  /**
   * `group` inside a section already named by the same heading: a second region with that name would
   * be a duplicate landmark. The hero's carousel has no such section and is a region of its own.
   */
  landmark?: 'region' | 'group';
  children: ReactNode;
}

/** The labelled carousel container; hover and focus anywhere inside (controls included) pause rotation. */
export function CarouselRoot({ label, carousel, landmark = 'region', children }: CarouselRootProps) {
  return (
    <div role={landmark} aria-roledescription="carousel" aria-label={label} {...carousel.rootProps}>
      {children}
    </div>
  );
}

/**
 * Slides stacked in one grid cell, so the carousel is always as tall as its tallest slide: changing
 * slides cross-fades without shifting the page. Hidden slides are inert, so their links take no focus.
 */
export function CarouselSlides<T>({
  carousel,
  slides,
  renderSlide,
}: {
  carousel: CarouselState;
  slides: readonly T[];
  renderSlide: (slide: T, index: number) => ReactNode;
}) {
  return (
    <div className={styles.slides} aria-live={carousel.playing ? 'off' : 'polite'}>
      {slides.map((slide, index) => {
        const active = index === carousel.index;
        return (
          <div
            key={index}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            aria-hidden={active ? undefined : true}
            inert={!active}
          >
            {renderSlide(slide, index)}
          </div>
        );
      })}
    </div>
  );
}
