type Json = unknown;

function isPlainObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
