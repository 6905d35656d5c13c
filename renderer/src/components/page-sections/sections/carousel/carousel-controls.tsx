import type { ReactNode } from 'react';
import { ChevronRightIcon } from '../../../../components/icons/ui-icons';
import styles from './carousel-controls.module.css';
import type { CarouselState } from './use-carousel';

export type CarouselTone = 'default' | 'onDark';

interface ControlsProps {
  carousel: CarouselState;
  tone?: CarouselTone;
  justify?: 'flex-start' | 'center';
}

/**
 * One cluster of controls (pause, previous, dots, next), each a real button with a label and a target
 * of at least 24 px; `justify` places the cluster under the slides.
 */
export function CarouselControls({ carousel, tone = 'default', justify = 'flex-start' }: ControlsProps) {
  if (carousel.count < 2) return null;
  const round = (label: string, onClick: () => void, icon: ReactNode) => (
    <button type="button" aria-label={label} onClick={onClick} className={styles.round}>
      {icon}
    </button>
  );
  return (
    <div className={styles.controls} data-tone={tone} data-justify={justify}>
      {carousel.canAutoPlay &&
        round(
          carousel.stopped ? 'Play slides' : 'Pause slides',
          carousel.toggleStopped,
          <svg width="14" height="14" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
            <path d={carousel.stopped ? 'M4 2.5v11l9-5.5-9-5.5Z' : 'M4 2.5h2.8v11H4zM9.2 2.5H12v11H9.2z'} />
          </svg>,
        )}
      {round('Previous slide', carousel.previous, <ChevronRightIcon size={18} style={{ transform: 'scaleX(-1)' }} />)}
      {Array.from({ length: carousel.count }, (_, slide) => (
        <button
          key={slide}
          type="button"
          aria-label={`Go to slide ${slide + 1}`}
          aria-current={slide === carousel.index ? 'true' : undefined}
          onClick={() => carousel.goTo(slide)}
          className={styles.dot}
        >
          <span className={styles.mark} />
        </button>
      ))}
      {round('Next slide', carousel.next, <ChevronRightIcon size={18} />)}
    </div>
  );
}
