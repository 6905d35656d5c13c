/**
 * Where a picture's subject is, as percentages from its left and top edge. Set once on the library item and
 * copied into every use of it, so wherever a box crops the picture (`object-fit: cover` on a phone's narrow
 * banner, a square portrait) the browser keeps that point in view. Plain data, no zod: the public page draws it.
 */
export interface FocalPoint {
  x: number;
  y: number;
}

/** The middle, where a browser crops around when nothing else is said. */
export const centreFocalPoint: FocalPoint = { x: 50, y: 50 };

export const isCentre = (point: FocalPoint): boolean => point.x === 50 && point.y === 50;

/** The CSS `object-position` that keeps the point in view (the renditions are scaled, never cut, so one serves all). */
export function objectPosition(point: FocalPoint | undefined): string | undefined {
  return point && !isCentre(point) ? `${point.x}% ${point.y}%` : undefined;
}

/** A point kept on the grid the picker moves in (whole percentages, inside the picture). */
export function clampFocalPoint(point: FocalPoint): FocalPoint {
  const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));
  return { x: clamp(point.x), y: clamp(point.y) };
}
