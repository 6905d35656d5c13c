import * as z from 'zod/mini';

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/** `2025-01-31` (a whole UTC day) or a full ISO timestamp with its offset. */
export const DateQuerySchema = z.union(
  [z.iso.date({ error: 'Use a date like 2025-01-31' }), z.iso.datetime({ offset: true })],
  { error: 'Use a date like 2025-01-31' },
);

/** The first instant a `from` value covers, as an ISO timestamp comparable with stored ones. */
export function rangeStart(value: string): string {
  return dateOnly.test(value) ? `${value}T00:00:00.000Z` : new Date(value).toISOString();
}

/** The last instant a `to` value covers: a date means the whole of that day. */
export function rangeEnd(value: string): string {
  return dateOnly.test(value) ? `${value}T23:59:59.999Z` : new Date(value).toISOString();
}

export function isRangeOrdered(range: { from?: string | undefined; to?: string | undefined }): boolean {
  return !range.from || !range.to || rangeStart(range.from) <= rangeEnd(range.to);
}
