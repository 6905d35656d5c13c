import { foldCase } from './case-fold';
import { pathTerms } from './path-terms';
import { buildNgramIndex, candidateDocuments } from './ngram-index';
import type { SearchDocument } from './search-document';
import { caseExceptions, restoreCase } from './case-exceptions';

/**
 * What a document is besides its words, which a prepared document keeps folded. Its search terms are kept as one
 * string (`storedTerms`): an array of strings per document was 25 MB at 10,000 pages.
 */
export type DocumentFacts = Omit<SearchDocument, 'title' | 'description' | 'text' | 'searchTerms'> & { terms: string };

const termSeparator = '\u0000';
/** Leads `terms` when the document's search terms are its path's segments followed by the rest of the string. */
const afterPathTerms = '\u0001';

/**
 * One copy of each short string many documents repeat: a section's anchor (`overview` on most pages) and the
 * terms after a path (a section's key). At 10,000 pages each document held its own copies (about 5 MB). The pool
 * is bounded by the site's distinct anchors and section keys, and stops taking new ones past `poolLimit`.
 */
const pool = new Map<string, string>();
const poolLimit = 20_000;
function pooled(value: string): string {
  const kept = pool.get(value);
  if (kept !== undefined) return kept;
  if (pool.size < poolLimit) pool.set(value, value);
  return value;
}

function storedTerms(path: string, searchTerms: readonly string[]): string {
  const fromPath = pathTerms(path);
  const startsWithPath =
    fromPath.length <= searchTerms.length && fromPath.every((term, at) => searchTerms[at] === term);
  if (!startsWithPath || fromPath.length === 0) return searchTerms.join(termSeparator);
  return pooled(afterPathTerms + searchTerms.slice(fromPath.length).join(termSeparator));
}

export function searchTermsOf(facts: DocumentFacts): string[] {
  if (!facts.terms.startsWith(afterPathTerms)) return facts.terms === '' ? [] : facts.terms.split(termSeparator);
  const rest = facts.terms.slice(afterPathTerms.length);
  return [...pathTerms(facts.path), ...(rest === '' ? [] : rest.split(termSeparator))];
}

/**
 * One document as searches read it. Its title, description and text are kept once, folded and joined by newlines
 * (`folded`), with what folding changed (`cases`, a few characters per capital letter) to give the original words
 * back for the few documents a search returns: at 10,000 pages a second, original copy of every text was the
 * largest part of the index (issue 33). The joined text is also what n-grams are taken from.
 *
 * A section's text holds its description among its other words, so when the text contains the description the
 * description is a stretch of the text rather than a copy before it (`title\ntext`; otherwise
 * `title\ndescription\ntext`): at 10,000 pages the copies were about a tenth of the index's words.
 */
export interface PreparedDocument extends DocumentFacts {
  folded: string;
  /** Where the title ends in `folded`; where the description starts and ends; where the text starts (to the end). */
  titleEnd: number;
  descriptionStart: number;
  descriptionEnd: number;
  textStart: number;
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
  const within = text.indexOf(description);
  const original = within === -1 ? `${title}\n${description}\n${text}` : `${title}\n${text}`;
  const descriptionStart = title.length + 1 + Math.max(within, 0);
  const folded = foldCase(original);
  // Written out, in one object with the words (not one for the facts and one for the words: 3 MB at 10,000 pages),
  // so that every document shares one compact shape (a spread made them dictionaries: 4× the size).
  return {
    id,
    type,
    slug,
    path,
    sectionId: sectionId === null ? null : pooled(sectionId),
    parentTitle,
    group,
    terms: storedTerms(path, searchTerms),
    folded,
    titleEnd: title.length,
    descriptionStart,
    descriptionEnd: descriptionStart + description.length,
    textStart: within === -1 ? descriptionStart + description.length + 1 : title.length + 1,
    cases: caseExceptions(original, folded),
  };
}

function bounds(prepared: PreparedDocument, field: Field): [start: number, end: number] {
  if (field === 'title') return [0, prepared.titleEnd];
  if (field === 'description') return [prepared.descriptionStart, prepared.descriptionEnd];
  return [prepared.textStart, prepared.folded.length];
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
