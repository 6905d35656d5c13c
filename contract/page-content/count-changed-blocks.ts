import type { RawBlock } from './blocks';

type Json = unknown;

function sortedJson(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortedJson);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, Json>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, sortedJson(record[key])]),
  );
}

/** Equal as content, whatever the key order (stored JSON does not promise one). */
const sameContent = (a: Json, b: Json) => JSON.stringify(sortedJson(a)) === JSON.stringify(sortedJson(b));

/**
 * The ids two orders of the same blocks disagree about: those off a longest common subsequence, so one block
 * moved to the top counts as one move, not as every block below it shifting down.
 */
export function movedBlockIds(before: readonly string[], after: readonly string[]): Set<string> {
  const columns = after.length + 1;
  const lengths = new Array<number>((before.length + 1) * columns).fill(0);
  const at = (i: number, j: number) => lengths[i * columns + j] ?? 0;
  for (let i = before.length - 1; i >= 0; i -= 1)
    for (let j = after.length - 1; j >= 0; j -= 1)
      lengths[i * columns + j] = before[i] === after[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < before.length && j < after.length;) {
    if (before[i] === after[j]) {
      kept.add(before[i] ?? '');
      i += 1;
      j += 1;
    } else if (at(i + 1, j) >= at(i, j + 1)) i += 1;
    else j += 1;
  }
  return new Set(before.filter((id) => !kept.has(id)));
}

/**
 * How many blocks a save touched, by id: added, removed, changed (type or data) or moved; a block both changed
 * and moved counts once. What "Alex saved a newer version (2 blocks changed)" counts.
 */
export function countChangedBlocks(before: readonly RawBlock[], after: readonly RawBlock[]): number {
  const old = new Map(before.map((block) => [block.id, block]));
  const now = new Map(after.map((block) => [block.id, block]));
  const shared = (blocks: readonly RawBlock[]) =>
    blocks.map((block) => block.id).filter((id) => old.has(id) && now.has(id));
  const moved = movedBlockIds(shared(before), shared(after));
  let count = 0;
  for (const block of after) {
    const was = old.get(block.id);
    if (!was || moved.has(block.id) || was.type !== block.type || !sameContent(was.data, block.data)) count += 1;
  }
  for (const block of before) if (!now.has(block.id)) count += 1;
  return count;
}
