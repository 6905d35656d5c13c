import type { MergeChoice } from '../page-content/merge-blocks';
import { sameContent } from '../page-content/same-content';

export interface FieldMerge<T> {
  value: T;
  /** Both sides changed it differently and no choice said which to keep (the value is then theirs). */
  clash: boolean;
}

/**
 * One field of a stale save: the side that alone changed it wins; changed differently by both, it clashes unless
 * `choice` says which side to keep.
 */
export function mergeField<T>(
  was: T,
  mine: T,
  theirs: T,
  same: (a: T, b: T) => boolean,
  choice?: MergeChoice,
): FieldMerge<T> {
  if (same(theirs, was) || same(mine, theirs)) return { value: mine, clash: false };
  if (same(mine, was)) return { value: theirs, clash: false };
  return { value: choice === 'mine' ? mine : theirs, clash: !choice };
}

function objectOf(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The merged own fields as JSON text, and the keys both sides changed differently that no choice settled. */
export interface OwnFieldsMerge {
  text: string;
  clashes: string[];
}

/**
 * An item's own fields (an article's `meta`: kind, cover, authors, topics, related services as one JSON object)
 * merged key by key, as the page's fields are: one editor's new authors and another's new topics both stay, and
 * only a key both changed differently clashes. A key missing on a side (an article without a cover) is that
 * side's value too. Undefined when a side's text is not an object (pages have none): the caller merges it whole.
 */
export function mergeOwnFields(
  base: string | undefined,
  mine: string | undefined,
  theirs: string | undefined,
  choose: (key: string) => MergeChoice | undefined,
): OwnFieldsMerge | undefined {
  const [was, mineNow, theirsNow] = [objectOf(base), objectOf(mine), objectOf(theirs)];
  if (!was || !mineNow || !theirsNow || mine === undefined) return undefined;
  // Unchanged text on one side: the other's text stands as it is.
  if (theirs === base || mine === theirs) return { text: mine, clashes: [] };
  const clashes: string[] = [];
  // Mine's keys first: the merged object reads in the order the saving side wrote it.
  const keys = [...new Set([...Object.keys(mineNow), ...Object.keys(theirsNow), ...Object.keys(was)])];
  const merged = Object.fromEntries(
    keys.map((key) => {
      const field = mergeField(was[key], mineNow[key], theirsNow[key], sameContent, choose(key));
      if (field.clash) clashes.push(key);
      return [key, field.value];
    }),
  );
  return { text: JSON.stringify(merged), clashes };
}
