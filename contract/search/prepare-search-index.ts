import { foldCase } from './case-fold';
import { buildNgramIndex, candidateDocuments } from './ngram-index';
import type { SearchDocument } from './search-document';
import { caseExceptions, restoreCase } from './case-exceptions';

/**
 * What a document is besides its words, which a prepared document keeps folded. Its search terms are kept joined
 * by `termSeparator` (one string rather than an array of strings: 25 MB less at 10,000 pages).
 */
export type DocumentFacts = Omit<SearchDocument, 'title' | 'description' | 'text' | 'searchTerms'> & { terms: string };

const termSeparator = '\u0000';

export function searchTermsOf(facts: DocumentFacts): string[] {
  return facts.terms === '' ? [] : facts.terms.split(termSeparator);
}

/**
 * One document as searches read it. Its title, description and text are kept once, folded and joined by newlines
 * (`folded`), with what folding changed (`cases`, a few characters per capital letter) to give the original words
 * back for the few documents a search returns: at 10,000 pages a second, original copy of every text was the
 * largest part of the index (issue 33). The joined text is also what n-grams are taken from.
 */
export interface PreparedDocument {
  document: DocumentFacts;
  /** `title\ndescription\ntext`, case-folded; the text is empty when it only repeats the description. */
  folded: string;
  /** Where the title ends in `folded`, and where the description does. */
  titleEnd: number;
  descriptionEnd: number;
  cases: string;
}

export type Field = 'title' | 'description' | 'text';

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

export function identity(
  { type, path, slug, sectionId }: Pick<DocumentFacts, 'type' | 'path' | 'slug' | 'sectionId'>,
  title: string,
): string {
  return [type, path || slug, sectionId ?? '', title].join('\u0000');
}

export function prepareDocument(document: SearchDocument): PreparedDocument {
  const { id, type, slug, path, sectionId, parentTitle, group, title, description, text, searchTerms } = document;
  // Written out, so that every document's facts share one compact shape (a spread made them dictionaries: 4× the size).
  const facts: DocumentFacts = {
    id,
    type,
    slug,
    path,
    sectionId,
    parentTitle,
    group,
    terms: searchTerms.join(termSeparator),
  };
  const original = `${title}\n${description}\n${text === description ? '' : text}`;
  const folded = foldCase(original);
  return {
    document: facts,
    folded,
    titleEnd: title.length,
    descriptionEnd: title.length + 1 + description.length,
    cases: caseExceptions(original, folded),
  };
}

function bounds(prepared: PreparedDocument, field: Field): [start: number, end: number] {
  if (field === 'title') return [0, prepared.titleEnd];
  if (field === 'description') return [prepared.titleEnd + 1, prepared.descriptionEnd];
  return [prepared.descriptionEnd + 1, prepared.folded.length];
}

/** Whether the folded `term` occurs within one field: searches only that field's stretch of the joined text. */
export function fieldIncludes(prepared: PreparedDocument, field: Field, term: string): boolean {
  const [start, end] = bounds(prepared, field);
  if (end - start < term.length) return false;
  // The last occurrence starting early enough to end within the field; scanning backwards stops at `start`.
  return prepared.folded.lastIndexOf(term, end - term.length) >= start;
}

/** A field folded, as matching reads it. */
export function foldedField(prepared: PreparedDocument, field: Field): string {
  return prepared.folded.slice(...bounds(prepared, field));
}

/** A field as it was written, for the results a search returns. */
export function originalField(prepared: PreparedDocument, field: Field): string {
  const [start, end] = bounds(prepared, field);
  return restoreCase(prepared.folded, prepared.cases, start, end);
}

/** Everything searchable of a prepared document, as its n-grams are taken. */
export function gramText(prepared: PreparedDocument): string {
  return prepared.folded;
}

export function prepareSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const prepared = documents.map(prepareDocument);

  const byIdentity = new Map<string, number[]>();
  documents.forEach((document, at) => {
    const key = identity(document, document.title);
    const members = byIdentity.get(key);
    if (members) members.push(at);
    else byIdentity.set(key, [at]);
  });
  const lookalikes = documents.map((document) => {
    const members = byIdentity.get(identity(document, document.title));
    return members && members.length > 1 ? members : undefined;
  });

  const grams = buildNgramIndex(prepared.map(gramText));
  return {
    documents: prepared,
    candidates: (term) => candidateDocuments(grams, term),
    lookalikes: (at) => lookalikes[at],
  };
}
