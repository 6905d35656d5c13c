import { describe, expect, it } from 'vitest';
import { formatInZone, isoToZonedLocal, isTimeZone, zonedLocalToIso } from './zoned-time';

describe('zoned time', () => {
  it('turns a local time in the site’s zone into the instant and back', () => {
    expect(zonedLocalToIso('2030-01-01T10:00', 'UTC')).toBe('2030-01-01T10:00:00.000Z');
    expect(zonedLocalToIso('2030-01-01T10:00', 'Europe/Berlin')).toBe('2030-01-01T09:00:00.000Z');
    expect(zonedLocalToIso('2030-07-01T10:00', 'Europe/Berlin')).toBe('2030-07-01T08:00:00.000Z');
    expect(zonedLocalToIso('2030-07-01T10:00', 'America/New_York')).toBe('2030-07-01T14:00:00.000Z');
    expect(isoToZonedLocal('2030-07-01T08:00:00.000Z', 'Europe/Berlin')).toBe('2030-07-01T10:00');
  });

  it('refuses text that is no local time, and knows a zone from a made-up one', () => {
    expect(zonedLocalToIso('tomorrow', 'UTC')).toBeNull();
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(formatInZone('2030-01-01T09:00:00.000Z', 'Europe/Berlin')).toBe('1 Jan 2030, 10:00 (Europe/Berlin)');
  });

  it('formats every time the same way on the site’s clock, whatever the reader’s own zone', () => {
    expect(formatInZone('2030-07-01T22:30:00.000Z', 'Europe/Berlin')).toBe('2 Jul 2030, 00:30 (Europe/Berlin)');
    expect(formatInZone('2030-07-01T22:30:00Z', 'America/New_York')).toBe('1 Jul 2030, 18:30 (America/New_York)');
    expect(formatInZone('2030-12-31T23:59:59.000Z', 'UTC')).toBe('31 Dec 2030, 23:59 (UTC)');
    expect(formatInZone('not a time', 'UTC')).toBe('not a time');
  });
});
