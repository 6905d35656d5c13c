/**
 * A candidate filter for substring search: which documents contain every trigram of the term. Characters
 * are hashed into 10 bits so keys stay small integers; a collision only adds a candidate, and every
 * candidate is verified by a real substring test afterwards. A two-character term's candidates come from
 * the trigrams that start or end with it; a one-character term gets every document (it matches nearly all).
 */
export interface NgramIndex {
  readonly trigrams: ReadonlyMap<number, Uint32Array>;
  readonly size: number;
}

export const hashChar = (code: number) => (code < 1024 ? code : 512 + (code % 512));
export const trigramKey = (text: string, at: number) =>
  (hashChar(text.charCodeAt(at)) << 20) | (hashChar(text.charCodeAt(at + 1)) << 10) | hashChar(text.charCodeAt(at + 2));

function addPosting(postings: Map<number, number[]>, key: number, documentIndex: number): void {
  const list = postings.get(key);
  if (!list) postings.set(key, [documentIndex]);
  // Documents arrive in order, so a repeat within one document is always the list's last entry.
  else if (list[list.length - 1] !== documentIndex) list.push(documentIndex);
}

function freeze(postings: Map<number, number[]>): Map<number, Uint32Array> {
  return new Map([...postings].map(([key, list]) => [key, Uint32Array.from(list)]));
}

/** `texts[i]` is everything searchable of document i, already case-folded. */
export function buildNgramIndex(texts: readonly string[]): NgramIndex {
  const trigrams = new Map<number, number[]>();
  texts.forEach((text, documentIndex) => {
    for (let at = 0; at + 2 < text.length; at += 1) addPosting(trigrams, trigramKey(text, at), documentIndex);
  });
  return { trigrams: freeze(trigrams), size: texts.length };
}

export function intersect(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out = new Uint32Array(Math.min(a.length, b.length));
  let count = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const left = a[i] as number;
    const right = b[j] as number;
    if (left === right) {
      out[count++] = left;
      i += 1;
      j += 1;
    } else if (left < right) i += 1;
    else j += 1;
  }
  return out.subarray(0, count);
}

export const hashedChars = 1024;

function allDocuments(index: NgramIndex): Uint32Array {
  return Uint32Array.from({ length: index.size }, (_, at) => at);
}

/** Every occurrence of a pair has a character before or after it, if only the separator between fields. */
function pairCandidates(index: NgramIndex, term: string): Uint32Array {
  const first = hashChar(term.charCodeAt(0));
  const second = hashChar(term.charCodeAt(1));
  const marked = new Uint8Array(index.size);
  let count = 0;
  for (let other = 0; other < hashedChars; other += 1) {
    for (const key of [(first << 20) | (second << 10) | other, (other << 20) | (first << 10) | second]) {
      for (const at of index.trigrams.get(key) ?? []) {
        if (marked[at] === 0) count += 1;
        marked[at] = 1;
      }
    }
  }
  const out = new Uint32Array(count);
  for (let at = 0, next = 0; at < marked.length; at += 1) if (marked[at] === 1) out[next++] = at;
  return out;
}

/** Ascending indices of documents that may contain `term` (folded, non-empty). */
export function candidateDocuments(index: NgramIndex, term: string): Uint32Array {
  if (term.length < 2) return allDocuments(index);
  if (term.length === 2) return pairCandidates(index, term);
  const lists: Uint32Array[] = [];
  for (const key of new Set(Array.from({ length: term.length - 2 }, (_, at) => trigramKey(term, at)))) {
    const list = index.trigrams.get(key);
    if (!list) return new Uint32Array(0);
    lists.push(list);
  }
  // Rarest first keeps every intermediate result as small as it can be.
  lists.sort((a, b) => a.length - b.length);
  return lists.reduce((acc, list) => (acc.length === 0 ? acc : intersect(acc, list)));
}
