type Json = unknown;

function isPlainObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Form inputs hold '' for an empty optional field, but the content schemas want it absent: blank text
 * and objects left empty by that (an unused secondary button) are dropped.
 */
export function cleanSectionValue(value: Json): Json {
  if (Array.isArray(value)) return value.map(cleanSectionValue);
  if (!isPlainObject(value)) return value;
  const cleaned: Record<string, Json> = {};
  for (const [key, entry] of Object.entries(value)) {
    const next = cleanSectionValue(typeof entry === 'string' && entry.trim() === '' ? undefined : entry);
    if (next === undefined) continue;
    if (isPlainObject(next) && Object.keys(next).length === 0) continue;
    cleaned[key] = next;
  }
  return cleaned;
}

/** The form shows only some fields; the ones it does not show are kept as they were. */
export function mergeFormValues(original: Json, values: Record<string, Json>): Json {
  const base = isPlainObject(original) ? original : {};
  return cleanSectionValue({ ...base, ...values });
}

function sortedJson(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortedJson);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedJson(value[key])]),
  );
}

/** Equal as content, whatever the key order. */
export function sameContent(a: Json, b: Json): boolean {
  return JSON.stringify(sortedJson(a)) === JSON.stringify(sortedJson(b));
}
