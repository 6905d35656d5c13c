import { useRef } from 'react';
import { ArrowUpIcon } from '../../components/icons/ui-icons';
import styles from './scroll-to-top-button.module.css';
import { useOverAForm } from './use-over-a-form';
import { useScrolledPast } from './use-scrolled-past';

/** The spec's threshold: the button appears once the page is scrolled more than 300 px. */
export const scrollToTopThresholdPx = 300;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function scrollToTop() {
  // 'instant' rather than 'auto': 'auto' would defer to the global `scroll-behavior: smooth`.
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  // The button disappears at the top; give keyboard focus a sensible home instead of the document end.
  document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
}

/**
 * Floating "back to top" control. It sits above the cookie banner's layer and, on small screens, above the
 * banner itself: the banner publishes its footprint as `--cookie-banner-offset` on <html> while it is open. It steps
 * aside (fades out, out of reach of pointer, keyboard and screen reader) while a form lies under it, so it never
 * covers a field or a submit button a visitor needs; the dock stays drawn meanwhile, as that is where it is measured.
 */
export function ScrollToTopButton() {
  const visible = useScrolledPast(scrollToTopThresholdPx);
  const dock = useRef<HTMLDivElement>(null);
  const overAForm = useOverAForm(dock);
  // A CSS entrance only (no exit animation): Chakra's Presence would bring a state machine into the first load.
  if (!visible) return null;
  return (
    <div ref={dock} className={styles.dock} data-stepped-aside={overAForm || undefined}>
      <button type="button" aria-label="Scroll to top" onClick={scrollToTop} className={styles.button}>
        <ArrowUpIcon size={20} />
      </button>
    </div>
  );
}
