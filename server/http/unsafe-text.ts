/*
 * Text that no database here may be given: NUL, which PostgreSQL refuses in text (a query carrying one failed with
 * a 500 there, while SQLite answered), and half of a UTF-16 surrogate pair, which is not Unicode at all (the
 * PostgreSQL driver would quietly store a replacement character, SQLite the broken unit). Input carrying either is
 * refused at the edge, naming where, before any query runs.
 */
const unsafeCharacter = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unsafeCharacters = new RegExp(unsafeCharacter.source, 'g');

export const unsafeTextMessage = 'Contains a character that is not allowed (NUL, or half of a surrogate pair)';

export const isUnsafeText = (text: string): boolean => unsafeCharacter.test(text);

/** The text with each unsafe character replaced by U+FFFD, for names kept only to be shown (a file's name). */
export const withoutUnsafeText = (text: string): string => text.replace(unsafeCharacters, '\uFFFD');

interface Visit {
  value: unknown;
  key: PropertyKey | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit): PropertyKey[] => {
  const path: PropertyKey[] = [];
  for (let at: Visit | null = visit; at !== null && at.key !== null; at = at.parent) path.unshift(at.key);
  return path;
};

/**
 * Where an unsafe string, or object key, of a parsed input is: its path (`['items', 2, 'title']`, `[]` for the
 * input itself), or undefined when there is none. Walked without recursion and without copying paths, so a JSON
 * body nested thousands deep costs time in proportion to its size and cannot overflow the stack.
 */
export function findUnsafeText(input: unknown): PropertyKey[] | undefined {
  const pending: Visit[] = [{ value: input, key: null, parent: null }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (isUnsafeText(value)) return pathOf(visit);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: index, parent: visit }));
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        // A bad key is named as well as it can be: it is not echoed as it came.
        if (isUnsafeText(key)) return [...pathOf(visit), withoutUnsafeText(key)];
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}
