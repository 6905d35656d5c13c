import { formatInZone } from '../../../../../contract/zoned-time';

/**
 * The site's time zone (SITE_TIME_ZONE), which every time in the admin is shown in. Set by the admin layout from
 * the publication settings before it draws any screen (useSiteTimeZone), so a plain function can format anywhere,
 * a table cell or a toast, without each caller asking; UTC until then, and for a backend that does not say.
 */
let siteTimeZone = 'UTC';

export function setSiteTimeZone(timeZone: string): void {
  siteTimeZone = timeZone;
}

/** Dates as staff read them: one format on the site's clock, naming its zone ("1 Jan 2030, 10:00 (UTC)"). */
export function formatDateTime(iso: string): string {
  return formatInZone(iso, siteTimeZone);
}
