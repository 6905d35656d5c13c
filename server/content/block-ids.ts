import { randomBytes } from 'node:crypto';
import type { RawBlock } from '../../contract/page-content/blocks';
import { storedBlockData } from '../../contract/page-content/team-members';

/** A block as a write or a kept version hands it over: a new block has no id yet. */
export interface BlockInput {
  id?: string;
  type: string;
  data: unknown;
}

/**
 * A new block's id: 12 URL-safe characters (72 random bits), so ids never need escaping in anchors, URLs or JSON
 * paths, and two blocks of one document practically never draw the same one.
 */
export function newBlockId(): string {
  return randomBytes(9).toString('base64url');
}

/**
 * The blocks as stored: in the order given, each keeping the id it was sent with (the schema checked its shape and
 * that no two blocks share one); a new block gets a fresh id that no other block of the document holds. A team
 * member keeps only its person's id (`storedBlockData`).
 */
export function withBlockIds(blocks: readonly BlockInput[]): RawBlock[] {
  const taken = new Set(blocks.flatMap((block) => (block.id === undefined ? [] : [block.id])));
  return blocks.map(({ id, type, data: given }) => {
    const data = storedBlockData(type, given);
    if (id !== undefined) return { id, type, data };
    let fresh = newBlockId();
    while (taken.has(fresh)) fresh = newBlockId();
    taken.add(fresh);
    return { id: fresh, type, data };
  });
}
