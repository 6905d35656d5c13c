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

/** What a page or subpage is made of, as far as a summary of a save needs. */
export interface DocumentFields {
  title: string;
  slug: string;
  description: string;
  status: string;
  content: Record<string, unknown>;
}

/**
 * "Changed: title, address (old-name → new-name), sections intro, faq" — the fields a save of a page or
 * subpage changed, the address both ways (addresses are public anyway), and which content sections differ.
 */
export function describeDocumentChanges(before: DocumentFields, after: DocumentFields): string {
  const parts: string[] = [];
  if (before.title !== after.title) parts.push('title');
  if (before.slug !== after.slug) parts.push(`address (${before.slug} → ${after.slug})`);
  if (before.description !== after.description) parts.push('description');
  if (before.status !== after.status) parts.push(`status (${after.status})`);
  const keys = [...new Set([...Object.keys(before.content), ...Object.keys(after.content)])];
  const sections = keys.filter((key) => !same(before.content[key], after.content[key]));
  if (sections.length > 0) parts.push(`sections ${sections.join(', ')}`);
  return parts.length === 0 ? 'Saved without changes' : `Changed: ${parts.join(', ')}`;
}
