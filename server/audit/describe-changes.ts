import { componentChanges } from '../../contract/global-components/component-changes';

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * "Changed: menu items, logo (light theme)": the parts of a header, footer or call to action a save changed, named
 * as their editors label them (the conflict view uses the same names), never their values.
 */
export function describeComponentChanges(before: unknown, after: unknown): string {
  const parts = componentChanges(before, after).map((part) => part.toLowerCase());
  return parts.length === 0 ? 'Saved without changes' : `Changed: ${parts.join(', ')}`;
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
