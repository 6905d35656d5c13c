import { Box } from '@chakra-ui/react';
import type { BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CarouselState } from './use-carousel';

interface CarouselRootProps extends BoxProps {
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
export function CarouselRoot({ label, carousel, landmark = 'region', children, ...props }: CarouselRootProps) {
  return (
    <Box role={landmark} aria-roledescription="carousel" aria-label={label} {...carousel.rootProps} {...props}>
      {children}
    </Box>
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
    <Box display="grid" aria-live={carousel.playing ? 'off' : 'polite'}>
      {slides.map((slide, index) => {
        const active = index === carousel.index;
        return (
          <Box
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            aria-hidden={active ? undefined : true}
            inert={!active}
            gridArea="1 / 1"
            minW="0"
            opacity={active ? 1 : 0}
            visibility={active ? 'visible' : 'hidden'}
            transform={active ? 'none' : 'translateY(6px)'}
            transition="opacity 0.6s ease, transform 0.6s ease, visibility 0.6s"
            _motionReduce={{ transition: 'none', transform: 'none' }}
          >
            {renderSlide(slide, index)}
          </Box>
        );
      })}
    </Box>
  );
}
