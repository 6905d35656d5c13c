/**
 * Wall-clock times in the site's time zone (`SITE_TIME_ZONE`), for "Publish at": staff type a local date and time
 * (`YYYY-MM-DDTHH:mm`, what `<input type="datetime-local">` gives), the server stores the instant. Intl only, no
 * time-zone library.
 */
const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function zoneParts(instant: number, timeZone: string): Record<string, number> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  return Object.fromEntries(
    parts.filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]),
  );
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const p = zoneParts(instant, timeZone);
  const asUtc = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant (ISO) a local date and time in `timeZone` names, or null for text that is no such time. */
export function zonedLocalToIso(local: string, timeZone: string): string | null {
  const match = localPattern.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number);
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  if (Number.isNaN(wall)) return null;
  // The offset at the guess, then again at the corrected instant, settles across a daylight-saving change.
  const first = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(first, timeZone)).toISOString();
}

/** `YYYY-MM-DDTHH:mm` of `iso` on the zone's wall clock, as a datetime-local input shows it. */
export function isoToZonedLocal(iso: string, timeZone: string): string {
  const p = zoneParts(Date.parse(iso), timeZone);
  const two = (value: number | undefined) => String(value ?? 0).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/**
 * A time as staff read it, on the site's clock and naming the zone ("1 Jan 2030, 10:00 (Europe/Berlin)"): the
 * admin's one date format (its screens, the audit log's summaries), whoever reads it and wherever they are. Text that
 * is no time is shown as it came.
 */
export function formatInZone(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = date.toLocaleString('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  return `${text} (${timeZone})`;
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
