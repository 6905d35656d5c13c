import { CarouselControls } from '../carousel/carousel-controls';
import { CarouselRoot, CarouselSlides } from '../carousel/carousel-frame';
import { useCarousel } from '../carousel/use-carousel';
import type { HeroCopyContent } from './hero-copy';
import { HeroCopy } from './hero-copy';
import { HeroPill } from './hero-eyebrow';
import styles from './hero-slides.module.css';

/**
 * A banner of several slides: the first slide's title is the page's h1 (its headline, what a visitor and a search
 * engine read first), the other slides' titles are h2, so the outline stays stable while the slides rotate; the
 * banner's own title is the small label in the pill above them.
 */
export function HeroSlides({ title, slides }: { title: string; slides: readonly HeroCopyContent[] }) {
  const carousel = useCarousel(slides.length);
  const [only] = slides;
  return (
    <div className={styles.slides}>
      <HeroPill>{title}</HeroPill>
      {slides.length === 1 && only ? (
        <HeroCopy content={only} titleAs="h1" />
      ) : (
        <CarouselRoot label="Highlights" carousel={carousel}>
          <CarouselSlides
            carousel={carousel}
            slides={slides}
            renderSlide={(slide, index) => <HeroCopy content={slide} titleAs={index === 0 ? 'h1' : 'h2'} />}
          />
          <div className={styles.controls}>
            <CarouselControls carousel={carousel} tone="onDark" />
          </div>
        </CarouselRoot>
      )}
    </div>
  );
}
