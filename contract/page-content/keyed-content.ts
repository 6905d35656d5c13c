import type { RawBlock } from './blocks';

/**
 * The spec's page answer (`GET /api/public/pages/{slug}`, field `content`) is an object keyed by section name. It is
 * now a view derived from the blocks: the first block of each name, in display order. Three block types stand for
 * several of the spec's names, told apart by their `variant`, which the keyed view leaves out of the data.
 */
const keyByVariant: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  cards: { features: 'featuresSection', solutions: 'solutionsSection', careers: 'careersList' },
  overview: { services: 'servicesArea', solutions: 'solutionsArea' },
  ctaSection: { plain: 'ctaSection', highlights: 'homeCtaSection' },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The spec's name of a block, and its data as the spec's clients know it. */
export function keyedEntry(block: RawBlock): [key: string, data: unknown] {
  const variants = keyByVariant[block.type];
  if (!variants || !isRecord(block.data)) return [block.type, block.data];
  const { variant, ...data } = block.data;
  const key = typeof variant === 'string' ? variants[variant] : undefined;
  return [key ?? Object.values(variants)[0] ?? block.type, data];
}

export function keyedContent(blocks: readonly RawBlock[]): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  for (const block of blocks) {
    const [key, data] = keyedEntry(block);
    if (!(key in content)) content[key] = data;
  }
  return content;
}

/** The block type and variant a keyed section name becomes (the migration to blocks, `server/db/migrations/0019-blocks`). */
export function blockTypeOfKey(key: string): { type: string; variant?: string } {
  for (const [type, variants] of Object.entries(keyByVariant)) {
    const variant = Object.entries(variants).find(([, name]) => name === key)?.[0];
    if (variant !== undefined) return { type, variant };
  }
  return { type: key };
}

/** Keyed content (as stored before blocks) as blocks in the same order; `newId` names each. */
export function blocksFromKeyedContent(content: unknown, newId: () => string): RawBlock[] {
  if (!isRecord(content)) return [];
  return Object.entries(content)
    .filter(([, data]) => data !== undefined)
    .map(([key, data]) => {
      const { type, variant } = blockTypeOfKey(key);
      const withVariant = variant !== undefined && isRecord(data) ? { ...data, variant } : data;
      return { id: newId(), type, data: withVariant };
    });
}
