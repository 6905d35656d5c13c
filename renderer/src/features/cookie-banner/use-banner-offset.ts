import { useEffect } from 'react';
import { cookieBannerOffsetProperty } from './cookie-consent';

/**
 * Publishes the mounted banner's footprint (height plus its gap to the bottom edge) for other fixed UI.
 * Takes the element itself (from a callback ref) because Presence mounts it a moment after `open` flips.
 */
export function useBannerOffset(element: HTMLElement | null): void {
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const publish = () => {
      // offsetHeight ignores the entry animation's transform, so the value is final from the first frame.
      const gap = Number.parseFloat(window.getComputedStyle(element).bottom) || 0;
      root.style.setProperty(cookieBannerOffsetProperty, `${element.offsetHeight + gap}px`);
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    window.addEventListener('resize', publish);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', publish);
      root.style.removeProperty(cookieBannerOffsetProperty);
    };
  }, [element]);
}
