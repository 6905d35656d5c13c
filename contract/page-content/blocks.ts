import * as z from 'zod/mini';
import { sectionCatalogue, sectionTypes, type SectionType } from './catalogue';
import type { PageSectionData } from './page-content';

/**
 * A document's content (a page's, a subpage's) is an ordered list of blocks, as Wagtail's StreamField and
 * Payload's blocks are: a type may appear any number of times, anywhere, and each block keeps its `id` across
 * saves, moves and publishing, so anchors, search hits, revision diffs and merges can name it.
 */

/** The server assigns ids (`server/content/block-ids.ts`); a write may leave a new block's out. */
export const blockIdMaxLength = 40;
export const BlockIdSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(blockIdMaxLength), z.regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only'));

/** The most blocks one document holds: a long page has about 15. */
export const maxBlocks = 100;

export type Block = { [Type in SectionType]: { id: string; type: Type; data: PageSectionData<Type> } }[SectionType];
export type BlockWrite = {
  [Type in SectionType]: { id?: string; type: Type; data: PageSectionData<Type> };
}[SectionType];

/** A block as stored or sent, before its data is checked: what readers of stored content and the renderer get. */
export interface RawBlock {
  id: string;
  type: string;
  data: unknown;
}

/** A block as the public answer and revisions carry it: its data is judged per block by whoever draws it. */
export const RawBlockSchema = z.object({ id: z.string(), type: z.string(), data: z.unknown() });
export const RawBlocksSchema = z.array(RawBlockSchema);

function blockSchemas(id: typeof BlockIdSchema | z.ZodMiniOptional<typeof BlockIdSchema>) {
  return sectionTypes.map((type) =>
    z.object({ id, type: z.literal(type), data: sectionCatalogue[type].schema as z.ZodMiniType }),
  ) as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]];
}

function idsAreUnique(blocks: readonly { id?: string }[]): boolean {
  const ids = blocks.flatMap((block) => (block.id === undefined ? [] : [block.id]));
  return new Set(ids).size === ids.length;
}

const duplicateIdMessage = 'Each block needs its own id';

/** Stored content: every block with its id. One schema, built from the catalogue, judges every type's data. */
export const BlocksSchema = z
  .array(z.discriminatedUnion('type', blockSchemas(BlockIdSchema)))
  .check(z.maxLength(maxBlocks), z.refine(idsAreUnique, duplicateIdMessage)) as unknown as z.ZodMiniType<Block[]>;

/** What an admin write sends: a new block (added or duplicated) has no id yet. */
export const BlockWritesSchema = z
  .array(z.discriminatedUnion('type', blockSchemas(z.optional(BlockIdSchema))))
  .check(z.maxLength(maxBlocks), z.refine(idsAreUnique, duplicateIdMessage)) as unknown as z.ZodMiniType<BlockWrite[]>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads stored or received content leniently: whatever is not shaped like a block is left out, not fatal. */
export function readRawBlocks(value: unknown): RawBlock[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) =>
    isRecord(item) && typeof item.id === 'string' && typeof item.type === 'string'
      ? [{ id: item.id, type: item.type, data: item.data }]
      : [],
  );
}
