/** "action=page.update, from=2026-01-01": what an export covered, for the audit entry that records it. */
export function describeFilter(filter: Record<string, unknown>): string {
  const parts = Object.entries(filter)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join(',') : String(value)}`);
  return parts.length === 0 ? 'none' : parts.join(', ');
}
