import { CarouselControls } from '../carousel/carousel-controls';
import { CarouselRoot, CarouselSlides } from '../carousel/carousel-frame';
import { useCarousel } from '../carousel/use-carousel';
import type { HeroCopyContent } from './hero-copy';
import { HeroCopy } from './hero-copy';
import { HeroPill } from './hero-eyebrow';
import styles from './hero-slides.module.css';

/**
 * A banner of several slides: the banner's own title is the page's h1 (in the pill), each slide's
 * title is an h2 headline, so the outline stays stable while the slides rotate.
 */
export function HeroSlides({ title, slides }: { title: string; slides: readonly HeroCopyContent[] }) {
  const carousel = useCarousel(slides.length);
  const [only] = slides;
  return (
    <div className={styles.slides}>
      <HeroPill as="h1">{title}</HeroPill>
      {slides.length === 1 && only ? (
        <HeroCopy content={only} titleAs="h2" />
      ) : (
        <CarouselRoot label="Highlights" carousel={carousel}>
          <CarouselSlides
            carousel={carousel}
            slides={slides}
            renderSlide={(slide) => <HeroCopy content={slide} titleAs="h2" />}
          />
          <div className={styles.controls}>
            <CarouselControls carousel={carousel} tone="onDark" />
          </div>
        </CarouselRoot>
      )}
    </div>
  );
}
