// Pinned locale and zone: the server and every browser print the same words for the same day, so hydration
// never meets a different date, and a day written as 2026-11-02 never shows as 1 November west of UTC.
const articleDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-11-02" → "2 November 2026". */
export function formatArticleDate(date: string): string {
  return articleDate.format(new Date(`${date}T00:00:00Z`));
}
