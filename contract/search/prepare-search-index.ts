import { foldCase } from './case-fold';
import type { NgramIndex } from './ngram-index';
import { buildNgramIndex } from './ngram-index';
import type { SearchDocument } from './search-document';

export interface PreparedDocument {
  document: SearchDocument;
  title: string;
  description: string;
  /** Folded text; empty when it only repeats the description (as for whole pages). */
  text: string;
}

/** Documents with their folded text and n-grams computed once, so a search mostly looks things up. */
export interface SearchIndex {
  readonly documents: readonly PreparedDocument[];
  readonly grams: NgramIndex;
  /**
   * For documents that share type, path, section and title (and so may be duplicates, told apart only by
   * their snippets), the indices of all of them; undefined for the rest, which can never be duplicates.
   */
  readonly lookalikes: ReadonlyArray<readonly number[] | undefined>;
}

function identity({ type, path, slug, sectionId, title }: SearchDocument): string {
  return [type, path || slug, sectionId ?? '', title].join('\u0000');
}

export function prepareSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const prepared = documents.map((document) => ({
    document,
    title: foldCase(document.title),
    description: foldCase(document.description),
    text: document.text === document.description ? '' : foldCase(document.text),
  }));

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

  const grams = buildNgramIndex(prepared.map((entry) => `${entry.title}\n${entry.description}\n${entry.text}`));
  return { documents: prepared, grams, lookalikes };
}
