import { classNames } from '../../../lib/class-names';
import { CarouselControls } from './carousel/carousel-controls';
import { CarouselRoot, CarouselSlides } from './carousel/carousel-frame';
import { defaultCarouselIntervalMs, useCarousel } from './carousel/use-carousel';
import styles from './hero-carousel-section.module.css';
import { ArrowLink } from './parts/arrow-link';
import cardStyles from './parts/card-surface.module.css';
import { RichText } from './parts/rich-text';
import { SectionHeading } from './section-heading';
import type { SectionRendererProps } from './section-props';

/** Featured stories: heading and controls beside one rotating panel, the index numeral anchoring each slide. */
export function HeroCarouselView({ data, headingId }: SectionRendererProps<'heroCarousel'>) {
  const carousel = useCarousel(
    data.slides.length,
    data.intervalSeconds ? data.intervalSeconds * 1000 : defaultCarouselIntervalMs,
  );
  const total = String(data.slides.length).padStart(2, '0');
  return (
    <CarouselRoot label={data.title ?? 'Featured'} carousel={carousel} landmark="group">
      <div className={styles.layout}>
        <div className={styles.heading}>
          {data.title && <SectionHeading headingId={headingId} title={data.title} flush />}
        </div>
        <div className={classNames(cardStyles.cardSurface, styles.panel)}>
          <div aria-hidden="true" className={styles.glow} />
          <div aria-hidden="true" className={styles.accent} />
          <CarouselSlides
            carousel={carousel}
            slides={data.slides}
            renderSlide={(slide, index) => (
              <div className={styles.slide}>
                <div aria-hidden="true" className={styles.index}>
                  <p className={styles.number}>{String(index + 1).padStart(2, '0')}</p>
                  <p className={styles.total}>/ {total}</p>
                </div>
                {slide.subtitle && <p className={styles.subtitle}>{slide.subtitle}</p>}
                <h3 className={styles.title}>{slide.title}</h3>
                {slide.description && <RichText source={slide.description} className={styles.description} />}
                {slide.cta && (
                  <div className={styles.action}>
                    <ArrowLink href={slide.cta.link}>{slide.cta.text}</ArrowLink>
                  </div>
                )}
              </div>
            )}
          />
        </div>
        <div className={styles.controls}>
          <CarouselControls carousel={carousel} />
        </div>
      </div>
    </CarouselRoot>
  );
}
