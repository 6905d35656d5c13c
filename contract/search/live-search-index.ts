import { hashChar, hashedChars, intersect, trigramKey } from './ngram-index';
import type { PostingSegment } from './posting-segment';
import { distinctTrigrams, emptySegment, segmentSlots } from './posting-segment';
import type { PreparedDocument, SearchIndex } from './prepare-search-index';
import { gramText, identity, originalField, prepareDocument } from './prepare-search-index';
import type { SearchDocument } from './search-document';

/**
 * A search index changed one document at a time (issue 33), so a save costs its own documents, never the site.
 * Postings live in two parts: a packed `PostingSegment` for most documents, built at once (off the main thread on
 * the server), and a small map for documents added since. Removing a document leaves a hole its postings still
 * point at and every search skips; once enough has changed, the owner builds a new segment from `snapshot()` and
 * `install`s it while this one keeps answering. Slots only grow, so a segment built from a snapshot stays valid.
 */
export interface LiveSearchIndex extends SearchIndex {
  /**
   * Indexes one document at `order` (its place in results among documents of its type); returns its slot.
   * `deferred` leaves its postings to the next installed segment: only for a fresh index that is not yet searched.
   */
  add(document: SearchDocument, order: number, deferred?: boolean): number;
  remove(slot: number): void;
  /** Live slots and their searchable text, in slot order: what a new segment is built from. */
  snapshot(): { upTo: number; entries: [number, string][] };
  /** Puts a segment built from `snapshot()` in place; postings of slots added after it stay in the map. */
  install(segment: PostingSegment, upTo: number): void;
  /** Documents whose postings are in the map rather than the segment. */
  readonly recent: number;
  readonly size: number;
  readonly segment: PostingSegment;
}

export function createLiveSearchIndex(): LiveSearchIndex {
  const documents: (PreparedDocument | undefined)[] = [];
  const orders: number[] = [];
  /**
   * Whether a slot's order is above that of every earlier slot marked so: true for all of a full build (owners
   * come in result order), false for most documents re-added by an edit. Candidates in order need no sort.
   */
  const inOrder: boolean[] = [];
  let highestInOrder = -Infinity;
  let segment = emptySegment;
  let recentPostings = new Map<number, number[]>();
  let recentSlots = 0;
  let live = 0;
  /**
   * Slots by a hash of their identity: a number, or a list when several share it. A hash rather than the identity
   * string saves a string per document (about 10 MB at 10,000 pages); two documents that only share the hash are
   * told apart by the search's own duplicate key, which holds the whole identity.
   */
  const byIdentity = new Map<number, number | number[]>();
  const identityOf = (prepared: PreparedDocument) => hashIdentity(identity(prepared, originalField(prepared, 'title')));

  function slotsOf(key: number): Uint32Array {
    const packed = segmentSlots(segment, key);
    const recent = recentPostings.get(key);
    if (!recent) return packed;
    // Every recent slot is above every packed one, so the concatenation stays ascending.
    const out = new Uint32Array(packed.length + recent.length);
    out.set(packed);
    out.set(recent, packed.length);
    return out;
  }

  function allSlots(): Uint32Array {
    const out = new Uint32Array(live);
    let count = 0;
    documents.forEach((prepared, slot) => {
      if (prepared) out[count++] = slot;
    });
    return out.subarray(0, count);
  }

  function pairSlots(term: string): Uint32Array {
    const first = hashChar(term.charCodeAt(0));
    const second = hashChar(term.charCodeAt(1));
    const marked = new Uint8Array(documents.length);
    for (let other = 0; other < hashedChars; other += 1) {
      for (const key of [(first << 20) | (second << 10) | other, (other << 20) | (first << 10) | second]) {
        for (const slot of slotsOf(key)) marked[slot] = 1;
      }
    }
    const out: number[] = [];
    marked.forEach((mark, slot) => {
      if (mark === 1) out.push(slot);
    });
    return Uint32Array.from(out);
  }

  function matchingSlots(term: string): Uint32Array {
    if (term.length < 2) return allSlots();
    if (term.length === 2) return pairSlots(term);
    const lists: Uint32Array[] = [];
    for (const key of new Set(Array.from({ length: term.length - 2 }, (_, at) => trigramKey(term, at)))) {
      const list = slotsOf(key);
      if (list.length === 0) return list;
      lists.push(list);
    }
    lists.sort((a, b) => a.length - b.length);
    return lists.reduce((acc, list) => (acc.length === 0 ? acc : intersect(acc, list)));
  }

  function addPostings(slot: number, prepared: PreparedDocument): void {
    for (const key of distinctTrigrams(gramText(prepared))) {
      const list = recentPostings.get(key);
      if (list) list.push(slot);
      else recentPostings.set(key, [slot]);
    }
    recentSlots += 1;
  }

  return {
    documents,
    get recent() {
      return recentSlots;
    },
    get size() {
      return live;
    },
    get segment() {
      return segment;
    },
    candidates(term) {
      const ordered: number[] = [];
      const others: number[] = [];
      for (const slot of matchingSlots(term)) {
        if (documents[slot] === undefined) continue;
        if (inOrder[slot]) ordered.push(slot);
        else others.push(slot);
      }
      if (others.length === 0) return Uint32Array.from(ordered);
      others.sort((a, b) => (orders[a] as number) - (orders[b] as number));
      return mergeByOrder(ordered, others, orders);
    },
    lookalikes(at) {
      const prepared = documents[at];
      const members = prepared && byIdentity.get(identityOf(prepared));
      return typeof members === 'object' ? members : undefined;
    },
    add(document, order, deferred = false) {
      const prepared = prepareDocument(document);
      const slot = documents.length;
      documents.push(prepared);
      orders.push(order);
      inOrder.push(order > highestInOrder);
      if (order > highestInOrder) highestInOrder = order;
      live += 1;
      const key = hashIdentity(identity(document, document.title));
      const members = byIdentity.get(key);
      if (members === undefined) byIdentity.set(key, slot);
      else if (typeof members === 'number') byIdentity.set(key, [members, slot]);
      else members.push(slot);
      if (!deferred) addPostings(slot, prepared);
      return slot;
    },
    remove(slot) {
      const prepared = documents[slot];
      if (!prepared) return;
      documents[slot] = undefined;
      live -= 1;
      const key = identityOf(prepared);
      const members = [byIdentity.get(key) ?? []].flat().filter((member) => member !== slot);
      if (members.length > 1) byIdentity.set(key, members);
      else if (members.length === 1) byIdentity.set(key, members[0] as number);
      else byIdentity.delete(key);
    },
    snapshot() {
      const entries: [number, string][] = [];
      documents.forEach((prepared, slot) => {
        if (prepared) entries.push([slot, gramText(prepared)]);
      });
      return { upTo: documents.length - 1, entries };
    },
    install(next, upTo) {
      segment = next;
      const kept = new Map<number, number[]>();
      let keptSlots = 0;
      const counted = new Set<number>();
      for (const [key, list] of recentPostings) {
        const after = list.filter((slot) => slot > upTo);
        if (after.length > 0) kept.set(key, after);
        for (const slot of after) counted.add(slot);
      }
      keptSlots = counted.size;
      recentPostings = kept;
      recentSlots = keptSlots;
    },
  };
}

/**
 * FNV-1a over UTF-16 units: 32 bits, enough that documents rarely share one by chance. Kept signed, so that it is a
 * small integer to V8 rather than a boxed number (half the hashes above 2^31 were 16 bytes each).
 */
function hashIdentity(text: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193);
  return hash | 0;
}

/** Two slot lists each ascending by order, merged into one. */
function mergeByOrder(a: readonly number[], b: readonly number[], orders: readonly number[]): Uint32Array {
  const out = new Uint32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let next = 0;
  while (i < a.length && j < b.length) {
    const left = a[i] as number;
    const right = b[j] as number;
    if ((orders[left] as number) <= (orders[right] as number)) {
      out[next++] = left;
      i += 1;
    } else {
      out[next++] = right;
      j += 1;
    }
  }
  while (i < a.length) out[next++] = a[i++] as number;
  while (j < b.length) out[next++] = b[j++] as number;
  return out;
}
