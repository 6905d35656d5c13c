/**
 * Where focus sits inside a container, as child indexes from the container down, so focus can be put back
 * on the same place after React has replaced that markup with identical markup of its own.
 */
export function focusPathWithin(container: Element): number[] | null {
  const active = document.activeElement;
  if (!active || active === container || !container.contains(active)) return null;
  const path: number[] = [];
  for (let node: Element = active; node !== container;) {
    const parent = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return path;
}

export function restoreFocusPath(container: Element, path: number[]): void {
  let node: Element | undefined = container;
  for (const index of path) node = node?.children[index];
  if (node instanceof HTMLElement || node instanceof SVGElement) node.focus({ preventScroll: true });
}
