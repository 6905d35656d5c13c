import { movedIds } from './moved-ids';
import { sameContent } from './same-content';

/** A block as a merge sees it: stored ones have their id; one the writer added may have none yet. */
export interface MergeBlock {
  id?: string;
  type: string;
  data: unknown;
}

/** What one side did to a clashing block, against the version both started from. */
export type ClashSide = 'changed' | 'removed' | 'added';

/** A block both sides changed (or one changed and the other removed), so neither change can simply win. */
export interface BlockClash {
  id: string;
  mine: ClashSide;
  theirs: ClashSide;
}

export type MergeChoice = 'mine' | 'theirs';

export interface BlocksMerge {
  /** In display order. A clash without a choice keeps their version, so the list is whole either way. */
  blocks: MergeBlock[];
  /** The clashes no choice settled. */
  clashes: BlockClash[];
}

const sameBlock = (a: MergeBlock, b: MergeBlock) => a.type === b.type && sameContent(a.data, b.data);

// A new block of the writer's has no id yet: it is known by a key no id can take (ids are [A-Za-z0-9_-]).
const keyOf = (block: MergeBlock, index: number) => block.id ?? `new:${index}`;

function byKey(blocks: readonly MergeBlock[]): Map<string, MergeBlock> {
  return new Map(blocks.map((block, index) => [keyOf(block, index), block]));
}

/**
 * Which version of one block the merge keeps (null: none, the block is gone), or the clash when both sides
 * changed it differently. Removing a block one side changed is a change too: it clashes.
 */
function mergeOne(
  base: MergeBlock | undefined,
  mine: MergeBlock | undefined,
  theirs: MergeBlock | undefined,
): MergeBlock | null | Omit<BlockClash, 'id'> {
  if (!base) {
    if (mine && theirs && !sameBlock(mine, theirs)) return { mine: 'added', theirs: 'added' };
    return mine ?? theirs ?? null;
  }
  if (!mine && !theirs) return null;
  if (!mine) return theirs && !sameBlock(theirs, base) ? { mine: 'removed', theirs: 'changed' } : null;
  if (!theirs) return sameBlock(mine, base) ? null : { mine: 'changed', theirs: 'removed' };
  if (sameBlock(theirs, base) || sameBlock(mine, theirs)) return mine;
  if (sameBlock(mine, base)) return theirs;
  return { mine: 'changed', theirs: 'changed' };
}

const isClash = (value: MergeBlock | null | Omit<BlockClash, 'id'>): value is Omit<BlockClash, 'id'> =>
  value !== null && 'mine' in value;

/**
 * The order of the kept blocks: theirs, with each block the writer added or moved (or kept though they removed
 * it) put back beside its neighbour in the writer's list: the nearest one before it that neither side moved (or
 * that was just put back), else the nearest such one after it. So both sides' moves and additions stand; a block
 * both sides moved goes where the writer put it.
 */
function mergeOrder(base: string[], mine: string[], theirs: string[], kept: ReadonlySet<string>): string[] {
  const inBase = new Set(base);
  const inMine = new Set(mine);
  const inTheirs = new Set(theirs);
  const shared = (keys: string[], side: ReadonlySet<string>) => keys.filter((key) => inBase.has(key) && side.has(key));
  const movedByMe = movedIds(shared(base, inMine), shared(mine, inMine));
  const movedByThem = movedIds(shared(base, inTheirs), shared(theirs, inTheirs));
  const order = theirs.filter((key) => kept.has(key));
  const anchors = new Set(
    order.filter((key) => inBase.has(key) && inMine.has(key) && !movedByMe.has(key) && !movedByThem.has(key)),
  );
  mine.forEach((key, index) => {
    if (!kept.has(key) || anchors.has(key)) return;
    const at = order.indexOf(key);
    if (inBase.has(key) && !movedByMe.has(key) && at >= 0) return;
    if (at >= 0) order.splice(at, 1);
    const before = mine
      .slice(0, index)
      .reverse()
      .find((earlier) => anchors.has(earlier));
    const after = mine.slice(index + 1).find((later) => anchors.has(later));
    const position =
      before !== undefined ? order.indexOf(before) + 1 : after !== undefined ? order.indexOf(after) : order.length;
    order.splice(position, 0, key);
    anchors.add(key);
  });
  return order;
}

/**
 * Three-way merge of a document's blocks by id: `base` is the version the writer started from, `mine` what
 * they wrote, `theirs` what was saved meanwhile. Changes to different blocks, additions, removals and moves
 * combine; a block both sides changed (differently) is a clash, settled by `choose` when it names a side.
 */
export function mergeBlocks(
  base: readonly MergeBlock[],
  mine: readonly MergeBlock[],
  theirs: readonly MergeBlock[],
  choose: (id: string) => MergeChoice | undefined = () => undefined,
): BlocksMerge {
  const [baseBlocks, mineBlocks, theirBlocks] = [byKey(base), byKey(mine), byKey(theirs)];
  const kept = new Map<string, MergeBlock>();
  const clashes: BlockClash[] = [];
  for (const key of new Set([...theirBlocks.keys(), ...mineBlocks.keys(), ...baseBlocks.keys()])) {
    const [mineBlock, theirBlock] = [mineBlocks.get(key), theirBlocks.get(key)];
    const merged = mergeOne(baseBlocks.get(key), mineBlock, theirBlock);
    if (!isClash(merged)) {
      if (merged) kept.set(key, merged);
      continue;
    }
    const choice = choose(key);
    if (!choice) clashes.push({ id: key, ...merged });
    const chosen = choice === 'mine' ? mineBlock : theirBlock;
    if (chosen) kept.set(key, chosen);
  }
  const keys = (blocks: readonly MergeBlock[]) => blocks.map(keyOf);
  const order = mergeOrder(keys(base), keys(mine), keys(theirs), new Set(kept.keys()));
  return { blocks: order.flatMap((key) => kept.get(key) ?? []), clashes };
}
