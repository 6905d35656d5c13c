/** Page content is stored as JSON text; a row that is not an object reads as empty so one bad row cannot take a page down. */
export function readContentJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
