/**
 * Whether a pointer that went down inside `element` is still down. Kept server markup that is about to be
 * replaced waits for the press to end: swapped between pointerdown and pointerup, the element under the finger
 * would be gone and the browser would fire no click at all, so the tap would be lost instead of carried over.
 */
export function trackPress(element: Element) {
  let pressed = false;
  const onDown = () => {
    pressed = true;
  };
  const onUp = () => {
    pressed = false;
  };
  element.addEventListener('pointerdown', onDown);
  window.addEventListener('pointerup', onUp, true);
  window.addEventListener('pointercancel', onUp, true);
  return {
    /** Resolves at once when nothing is pressed; otherwise once the press has ended and its click was dispatched. */
    whenReleased(): Promise<void> {
      if (!pressed) return Promise.resolve();
      return new Promise((resolve) => {
        const released = () => {
          window.removeEventListener('pointerup', released, true);
          window.removeEventListener('pointercancel', released, true);
          // The click follows pointerup within the same input task; the next task comes after it.
          setTimeout(resolve, 0);
        };
        window.addEventListener('pointerup', released, true);
        window.addEventListener('pointercancel', released, true);
      });
    },
    stop() {
      element.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointerup', onUp, true);
      window.removeEventListener('pointercancel', onUp, true);
    },
  };
}
