import type { PointerEvent } from 'react';

/**
 * Hover intent is for mice and pens. A tap on a touch screen also fires pointer enter and leave, which would
 * start timers that fight the tap's own click.
 */
export function whenHovering(handler: () => void): (event: PointerEvent) => void {
  return (event) => {
    if (event.pointerType !== 'touch') handler();
  };
}
