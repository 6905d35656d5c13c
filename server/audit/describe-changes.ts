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
  blocks: readonly { id: string; type: string; data: unknown }[];
}

/** The types of the blocks a save added, removed or changed (by id), each once, in the page's order. */
function changedBlockTypes(before: DocumentFields['blocks'], after: DocumentFields['blocks']): string[] {
  const previous = new Map(before.map((block) => [block.id, block]));
  const kept = new Set(after.map((block) => block.id));
  const changed = [
    ...after.filter((block) => {
      const earlier = previous.get(block.id);
      return !earlier || earlier.type !== block.type || !same(earlier.data, block.data);
    }),
    ...before.filter((block) => !kept.has(block.id)),
  ];
  return [...new Set(changed.map((block) => block.type))];
}

/** Whether the blocks both versions hold stand in another order. */
function blocksMoved(before: DocumentFields['blocks'], after: DocumentFields['blocks']): boolean {
  const kept = new Set(after.map((block) => block.id));
  const previous = new Set(before.map((block) => block.id));
  const order = (blocks: DocumentFields['blocks'], keep: Set<string>) =>
    blocks.filter((block) => keep.has(block.id)).map((block) => block.id);
  return !same(order(before, kept), order(after, previous));
}

/**
 * "Changed: title, address (old-name → new-name), blocks intro, faq, block order" — the fields a save of a page
 * or subpage changed, the address both ways (addresses are public anyway), the types of the blocks it added,
 * removed or changed, and whether it moved any.
 */
export function describeDocumentChanges(before: DocumentFields, after: DocumentFields): string {
  const parts: string[] = [];
  if (before.title !== after.title) parts.push('title');
  if (before.slug !== after.slug) parts.push(`address (${before.slug} → ${after.slug})`);
  if (before.description !== after.description) parts.push('description');
  if (before.status !== after.status) parts.push(`status (${after.status})`);
  const blocks = changedBlockTypes(before.blocks, after.blocks);
  if (blocks.length > 0) parts.push(`blocks ${blocks.join(', ')}`);
  if (blocksMoved(before.blocks, after.blocks)) parts.push('block order');
  return parts.length === 0 ? 'Saved without changes' : `Changed: ${parts.join(', ')}`;
}
