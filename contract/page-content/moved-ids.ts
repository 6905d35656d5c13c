/**
 * The blocks two orders of the same ids disagree about: the fewest that, taken out, leave both orders equal
 * (those off a longest common subsequence), so one block moved to the top reads as one move, not as every block
 * below it shifting down.
 */
export function movedIds(before: readonly string[], after: readonly string[]): Set<string> {
  const rows = before.length + 1;
  const columns = after.length + 1;
  const lengths = new Array<number>(rows * columns).fill(0);
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
