/** The spec's search timings (section 9). */
export const searchDebounceMs = 300;
/** The dialog closes first; navigating after its exit keeps the transition calm and the page scrollable again. */
export const resultNavigationDelayMs = 300;
