import { isSectionType, sectionCatalogue } from './catalogue';

/** A type's name from the catalogue; stored content may hold a type no longer known, shown as it is spelt. */
export function blockTypeLabel(type: string): string {
  return isSectionType(type) ? sectionCatalogue[type].label : type;
}

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
  return heading?.toLowerCase() === blockTypeLabel(block.type).toLowerCase() ? undefined : heading;
}

/** A block as people tell it apart: its type's label and its heading, `Frequently asked questions “Pricing”`. */
export function blockName(block: { type: string; data: unknown }): string {
  const heading = blockHeading(block);
  return heading ? `${blockTypeLabel(block.type)} “${heading}”` : blockTypeLabel(block.type);
}
