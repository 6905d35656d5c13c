export const minFooterColumns = 2;
export const maxFooterColumns = 6;

/**
 * Large-screen column count: one per link section plus the brand and office blocks, clamped so a footer
 * with no sections still pairs brand and office, and a long list wraps instead of squeezing columns.
 */
export function getFooterColumnCount(sectionCount: number): number {
  return Math.min(maxFooterColumns, Math.max(minFooterColumns, sectionCount + 2));
}
