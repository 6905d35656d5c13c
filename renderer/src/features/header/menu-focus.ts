export type FocusMove = 'first' | 'last' | 'next' | 'previous';

/** The keys that move focus inside a vertical panel (dropdown, submenu), as in the APG disclosure navigation pattern. */
export function verticalMoveFor(key: string): FocusMove | null {
  switch (key) {
    case 'ArrowDown':
      return 'next';
    case 'ArrowUp':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/**
 * Moves focus among the links of one menu level inside `container`. Levels are marked with `data-nav-level`
 * so a dropdown's arrows skip the links of the submenus nested inside it. Movement wraps around.
 */
export function moveMenuFocus(container: HTMLElement | null, level: 1 | 2, move: FocusMove): void {
  if (!container) return;
  const items = Array.from(container.querySelectorAll<HTMLElement>(`[data-nav-level="${level}"]`));
  if (items.length === 0) return;
  const active = container.ownerDocument.activeElement;
  const current = items.findIndex((item) => item === active);
  const last = items.length - 1;
  const index =
    move === 'first'
      ? 0
      : move === 'last'
        ? last
        : current === -1
          ? move === 'next'
            ? 0
            : last
          : move === 'next'
            ? current === last
              ? 0
              : current + 1
            : current === 0
              ? last
              : current - 1;
  items[index]?.focus();
}
