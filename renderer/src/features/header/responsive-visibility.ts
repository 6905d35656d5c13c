import type { DesktopBreakpoint } from './desktop-breakpoint';
import shared from './header.module.css';

/** The class that hides an element below the header's desktop breakpoint (the bar, search, theme toggle). */
export const hideBelow: Record<DesktopBreakpoint, string> = { lg: shared.hideBelowLg, xl: shared.hideBelowXl };

/** The class that hides an element from the header's desktop breakpoint up (the menu button, the mobile panel). */
export const hideFrom: Record<DesktopBreakpoint, string> = { lg: shared.hideFromLg, xl: shared.hideFromXl };
