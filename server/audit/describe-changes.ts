/** Field names as staff know them in the editors. */
const fieldNames: Record<string, string> = {
  slug: 'address',
  title: 'title',
  description: 'description',
  status: 'status',
  sections: 'sections',
  content: 'content',
  role: 'role',
  disabled: 'access',
  alt: 'alternative text',
  name: 'name',
};

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A one-line summary of what a save changed, for the audit log: which top-level fields differ ("Changed: title,
 * sections"), never their values (content may hold personal data, and the revisions keep the values anyway).
 */
export function describeChanges(before: Record<string, unknown>, after: Record<string, unknown>): string {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changed = keys.filter((key) => !same(before[key], after[key])).map((key) => fieldNames[key] ?? key);
  return changed.length === 0 ? 'Saved without changes' : `Changed: ${changed.join(', ')}`;
}
