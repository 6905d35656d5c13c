/**
 * Where an element sits inside a container, as child indexes from the container down, so the same place can be
 * found again after React has replaced that markup with identical markup of its own (to give focus back, or
 * to replay a click that arrived before the code did).
 */
export function pathWithin(container: Element, element: Element | null): number[] | null {
  if (!element || element === container || !container.contains(element)) return null;
  const path: number[] = [];
  for (let node: Element = element; node !== container;) {
    const parent = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return path;
}

export function elementAt(container: Element, path: number[]): HTMLElement | SVGElement | null {
  let node: Element | undefined = container;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement || node instanceof SVGElement ? node : null;
}
