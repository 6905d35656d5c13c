import type { NavNode } from './visible-menu';

/** Where the header switches from the menu button to the full bar. */
export type DesktopBreakpoint = 'lg' | 'xl';

// Measured in the bar at 15 px Inter: about 7.3 px a character, 28 px of padding an item, 26 px a dropdown's
// chevron. At the large breakpoint (1024 px) the links get about 650 px beside the logo, search and theme toggle.
const pxPerCharacter = 7.3;
const itemPaddingPx = 28;
const chevronPx = 26;
const roomAtLargePx = 650;

/** The estimated width of the bar's top-level links. */
export function estimatedBarWidth(items: readonly NavNode[]): number {
  return items.reduce(
    (width, item) =>
      width + item.text.length * pxPerCharacter + itemPaddingPx + (item.children.length > 0 ? chevronPx : 0),
    0,
  );
}

/**
 * The large breakpoint when the configured menu fits beside the logo, search and theme toggle at 1024 px; the
 * extra-large one (1280 px) when it would not (the spec's full menu, every item enabled), so between the two the
 * header shows the menu button instead of squeezing the bar until the search shortcut wraps. Worked out from the
 * configuration alone, so the server and the browser agree, and CSS does the switching.
 */
export function desktopBreakpoint(items: readonly NavNode[]): DesktopBreakpoint {
  return estimatedBarWidth(items) > roomAtLargePx ? 'xl' : 'lg';
}
