import { sectionLabel } from './section-labels';

function titleOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { title, name } = value as { title?: unknown; name?: unknown };
  const text = typeof title === 'string' ? title : typeof name === 'string' ? name : undefined;
  return text?.trim() || undefined;
}

/**
 * The words that tell a block from others of its type: its title, or for a list block (text blocks, partners)
 * its first entry's; nothing when that only repeats the type's label (a new FAQ's "Frequently asked questions").
 */
export function blockHeading(block: { type: string; data: unknown }): string | undefined {
  const heading = Array.isArray(block.data) ? titleOf(block.data[0]) : titleOf(block.data);
  return heading?.toLowerCase() === sectionLabel(block.type).toLowerCase() ? undefined : heading;
}

/** A block as people tell it apart: its type's label and its heading, `Frequently asked questions “Pricing”`. */
export function blockName(block: { type: string; data: unknown }): string {
  const heading = blockHeading(block);
  return heading ? `${sectionLabel(block.type)} “${heading}”` : sectionLabel(block.type);
}
