import { findMatchRanges } from './case-fold';
import type { PreparedDocument } from './prepare-search-index';
import type { SearchResult } from './search-result';
import { makeSnippet, previewDescription } from './snippet';

/** The snippet comes from the text, or from the description for documents whose text is just that. */
export function snippetOf(prepared: PreparedDocument, term: string) {
  const { document } = prepared;
  return prepared.text === ''
    ? makeSnippet(document.description, prepared.description, term)
    : makeSnippet(document.text, prepared.text, term);
}

/** A matched document as the wire and the dialog see it; `term` is already trimmed and folded. */
export function toSearchResult(prepared: PreparedDocument, term: string): SearchResult {
  const { document } = prepared;
  const snippet = snippetOf(prepared, term);
  const description = previewDescription(document.description, term);
  return {
    id: document.id,
    type: document.type,
    title: document.title,
    description: description.text,
    slug: document.slug,
    path: document.path,
    sectionId: document.sectionId,
    parentTitle: document.parentTitle,
    searchTerms: document.searchTerms,
    snippet: snippet.text,
    group: document.group,
    highlights: {
      title: findMatchRanges(document.title, term),
      description: description.highlights,
      snippet: snippet.highlights,
    },
  };
}
