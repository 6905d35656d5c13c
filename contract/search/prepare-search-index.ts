import { foldCase } from './case-fold';
import { buildNgramIndex, candidateDocuments } from './ngram-index';
import type { SearchDocument } from './search-document';

export interface PreparedDocument {
  document: SearchDocument;
  title: string;
  description: string;
  /** Folded text; empty when it only repeats the description (as for whole pages). */
  text: string;
}

/**
 * Documents with their folded text and n-grams computed once, so a search mostly looks things up. Built at once
 * from a list (`prepareSearchIndex`), or kept up to date one document at a time (`live-search-index.ts`).
 */
export interface SearchIndex {
  /** By slot; a removed document leaves a hole. */
  readonly documents: ReadonlyArray<PreparedDocument | undefined>;
  /** Slots of the documents that may contain `term` (folded, non-empty), in document order. */
  candidates(term: string): Uint32Array;
  /**
   * For documents that share type, path, section and title (and so may be duplicates, told apart only by
   * their snippets), the slots of all of them; undefined for the rest, which can never be duplicates.
   */
  lookalikes(at: number): readonly number[] | undefined;
}

export function identity({ type, path, slug, sectionId, title }: SearchDocument): string {
  return [type, path || slug, sectionId ?? '', title].join('\u0000');
}

export function prepareDocument(document: SearchDocument): PreparedDocument {
  return {
    document,
    title: foldCase(document.title),
    description: foldCase(document.description),
    text: document.text === document.description ? '' : foldCase(document.text),
  };
}

/** Everything searchable of a prepared document, as its n-grams are taken. */
export function gramText(prepared: PreparedDocument): string {
  return `${prepared.title}\n${prepared.description}\n${prepared.text}`;
}

export function prepareSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const prepared = documents.map(prepareDocument);

  const byIdentity = new Map<string, number[]>();
  documents.forEach((document, at) => {
    const key = identity(document);
    const members = byIdentity.get(key);
    if (members) members.push(at);
    else byIdentity.set(key, [at]);
  });
  const lookalikes = documents.map((document) => {
    const members = byIdentity.get(identity(document));
    return members && members.length > 1 ? members : undefined;
  });

  const grams = buildNgramIndex(prepared.map(gramText));
  return {
    documents: prepared,
    candidates: (term) => candidateDocuments(grams, term),
    lookalikes: (at) => lookalikes[at],
  };
}
