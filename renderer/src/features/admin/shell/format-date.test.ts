import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, setSiteTimeZone } from './format-date';

afterEach(() => setSiteTimeZone('UTC'));

describe('formatDateTime', () => {
  it('shows every admin time in one format on the site’s clock, naming the zone', () => {
    expect(formatDateTime('2026-03-01T10:00:00Z')).toBe('1 Mar 2026, 10:00 (UTC)');
    setSiteTimeZone('Europe/Berlin');
    expect(formatDateTime('2026-03-01T10:00:00Z')).toBe('1 Mar 2026, 11:00 (Europe/Berlin)');
    expect(formatDateTime('2026-07-01T23:30:00.000Z')).toBe('2 Jul 2026, 01:30 (Europe/Berlin)');
  });

  it('shows text that is no time as it came', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});
