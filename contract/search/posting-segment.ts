import { trigramKey } from './ngram-index';

/**
 * Trigram postings packed for memory: the sorted distinct keys, and for each key its ascending document slots as
 * gaps in LEB128 varints (`bytes[offsets[i]..offsets[i + 1])`). A common trigram's gaps are small, so most postings
 * take one byte where a `Uint32Array` takes four and a JS array of numbers more. Immutable: it is built once for
 * many documents (off the main thread on the server) and changes arrive beside it (`live-search-index.ts`).
 */
export interface PostingSegment {
  readonly keys: Uint32Array<ArrayBuffer>;
  readonly offsets: Uint32Array<ArrayBuffer>;
  readonly bytes: Uint8Array<ArrayBuffer>;
}

/** The distinct trigram keys of one folded text, in the order first seen. */
export function distinctTrigrams(text: string): Set<number> {
  const keys = new Set<number>();
  for (let at = 0; at + 2 < text.length; at += 1) keys.add(trigramKey(text, at));
  return keys;
}

/**
 * `entries` must come in ascending slot order; each text is a document's folded searchable text. Self-contained
 * (it refers to nothing outside its body, the key hashing of `ngram-index.ts` written out): the server runs its
 * source on a worker thread, which cannot load the project's TypeScript (build-segment-off-thread.ts).
 */
export function buildPostingSegment(entries: Iterable<readonly [slot: number, text: string]>): PostingSegment {
  const hash = (code: number) => (code < 1024 ? code : 512 + (code % 512));
  const lists = new Map<number, { bytes: Uint8Array; length: number; last: number }>();
  const seen = new Set<number>();
  for (const [slot, text] of entries) {
    seen.clear();
    for (let at = 0; at + 2 < text.length; at += 1) {
      const key =
        (hash(text.charCodeAt(at)) << 20) | (hash(text.charCodeAt(at + 1)) << 10) | hash(text.charCodeAt(at + 2));
      if (seen.has(key)) continue;
      seen.add(key);
      let list = lists.get(key);
      if (!list) {
        // The first gap is the slot itself, from -1 so that slot 0 is a gap of 1 and gaps are never 0.
        list = { bytes: new Uint8Array(8), length: 0, last: -1 };
        lists.set(key, list);
      }
      if (list.length + 5 > list.bytes.length) {
        const bigger = new Uint8Array(list.bytes.length * 2);
        bigger.set(list.bytes.subarray(0, list.length));
        list.bytes = bigger;
      }
      let gap = slot - list.last;
      list.last = slot;
      while (gap >= 0x80) {
        list.bytes[list.length++] = (gap & 0x7f) | 0x80;
        gap >>>= 7;
      }
      list.bytes[list.length++] = gap;
    }
  }
  const keys = Uint32Array.from(lists.keys()).sort();
  const offsets = new Uint32Array(keys.length + 1);
  let total = 0;
  keys.forEach((key, at) => {
    offsets[at] = total;
    total += lists.get(key)?.length ?? 0;
  });
  offsets[keys.length] = total;
  const bytes = new Uint8Array(total);
  keys.forEach((key, at) => {
    const list = lists.get(key);
    if (list) bytes.set(list.bytes.subarray(0, list.length), offsets[at]);
  });
  return { keys, offsets, bytes };
}

export const emptySegment: PostingSegment = {
  keys: new Uint32Array(0),
  offsets: new Uint32Array(1),
  bytes: new Uint8Array(0),
};

function findKey(keys: Uint32Array, key: number): number {
  let low = 0;
  let high = keys.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = keys[middle] as number;
    if (found === key) return middle;
    if (found < key) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The ascending slots filed under `key`; empty when it has none. */
export function segmentSlots(segment: PostingSegment, key: number): Uint32Array {
  const at = findKey(segment.keys, key);
  if (at === -1) return new Uint32Array(0);
  const start = segment.offsets[at] as number;
  const end = segment.offsets[at + 1] as number;
  // At least one byte per slot, so the byte count bounds the slot count.
  const out = new Uint32Array(end - start);
  let count = 0;
  let slot = -1;
  for (let read = start; read < end;) {
    let gap = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = segment.bytes[read++] as number;
      gap |= (byte & 0x7f) << shift;
      shift += 7;
    } while (byte & 0x80);
    slot += gap;
    out[count++] = slot;
  }
  return out.subarray(0, count);
}

/** Bytes held, for the stated bound on the index's memory. */
export function segmentBytes(segment: PostingSegment): number {
  return segment.keys.byteLength + segment.offsets.byteLength + segment.bytes.byteLength;
}
