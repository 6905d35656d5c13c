/** The spec's timings (section 9): a found section stays highlighted 3 s; a missing one is looked for again after about 500 ms. */
export const sectionHighlightMs = 3000;
export const sectionRetryMs = 500;

/** The global CSS outlines elements carrying this attribute. */
export const sectionHighlightAttribute = 'data-section-highlight';

function scrollSmoothly(element: HTMLElement): void {
  // jsdom has no scrollIntoView; browsers honour reduced motion through the page's scroll-behavior.
  if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * Scrolls to the element, highlights it for 3 s, and scrolls once more after about 500 ms, when sections
 * above it that were still loading have taken their height. Returns a cancel function.
 */
export function scrollToSection(element: HTMLElement): () => void {
  scrollSmoothly(element);
  element.setAttribute(sectionHighlightAttribute, '');
  const settle = window.setTimeout(() => scrollSmoothly(element), sectionRetryMs);
  const unhighlight = window.setTimeout(() => element.removeAttribute(sectionHighlightAttribute), sectionHighlightMs);
  return () => {
    window.clearTimeout(settle);
    window.clearTimeout(unhighlight);
    element.removeAttribute(sectionHighlightAttribute);
  };
}
