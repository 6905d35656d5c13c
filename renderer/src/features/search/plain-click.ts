import type { MouseEvent } from 'react';

/**
 * A click handler for links that opens them our way (delayed, through the router), but leaves modified
 * and middle clicks to the browser, so "open in new tab" keeps working on a real href.
 */
export function onPlainClick(open: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open();
  };
}
