/**
 * Hover timings of the desktop menus (spec section 9). The opening delay keeps a pointer that merely
 * crosses the bar from flashing panels open; the closing delays forgive a pointer that overshoots a panel.
 */
export const hoverOpenDelayMs = 50;
export const dropdownCloseDelayMs = 400;
export const submenuCloseDelayMs = 350;
/** Shorter than leaving the submenu's row: a pointer that was inside the panel has made its choice. */
export const submenuPanelLeaveDelayMs = 300;
