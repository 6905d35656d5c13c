import type { RefObject } from 'react';
import { useCallback, useSyncExternalStore } from 'react';

/** Room kept around the button, so it does not sit flush against a field's or a submit button's edge either. */
const clearancePx = 8;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return (
    a.left < b.right + clearancePx &&
    b.left < a.right + clearancePx &&
    a.top < b.bottom + clearancePx &&
    b.top < a.bottom + clearancePx
  );
}

/** Whether a form of the page's content lies under `dock` (a closed disclosure's form has no box, so never). */
function overAForm(dock: HTMLElement | null): boolean {
  if (!dock) return false;
  const corner = dock.getBoundingClientRect();
  return Array.from(document.querySelectorAll('main form'), (form) => form.getBoundingClientRect()).some(
    (box) => box.width > 0 && box.height > 0 && overlaps(box, corner),
  );
}

/**
 * Whether the floating button would lie over a form: on a phone a form spans the width, so its last field and its
 * submit button pass under the button's corner as the visitor scrolls to them, and stop there at the form's end.
 * Checked on scroll and resize, when the page's content changes size, and when a disclosure (the careers page's
 * "Apply for this role") opens or shuts.
 */
export function useOverAForm(dock: RefObject<HTMLElement | null>): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange);
    // `toggle` does not bubble: caught on the way down.
    document.addEventListener('toggle', onChange, true);
    // A form also grows under the button without a scroll: a failed submit draws its error messages, and the live
    // form takes the server's place. Without this the button stayed over "Send message" until the next scroll.
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(onChange) : undefined;
    const main = document.querySelector('main');
    if (main) resizes?.observe(main);
    return () => {
      resizes?.disconnect();
      window.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
      document.removeEventListener('toggle', onChange, true);
    };
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => overAForm(dock.current),
    () => false,
  );
}
