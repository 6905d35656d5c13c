import { findMatchRanges } from './case-fold';
import type { PreparedDocument } from './prepare-search-index';
import { foldedField, originalField, searchTermsOf } from './prepare-search-index';
import type { SearchResult } from './search-result';
import { makeSnippet, previewDescription } from './snippet';

/** The snippet comes from the text, or from the description for documents whose text is just that. */
export function snippetOf(prepared: PreparedDocument, term: string) {
  const field = prepared.descriptionEnd === prepared.folded.length - 1 ? 'description' : 'text';
  return makeSnippet(originalField(prepared, field), foldedField(prepared, field), term);
}

/** A matched document as the wire and the dialog see it; `term` is already trimmed and folded. */
export function toSearchResult(prepared: PreparedDocument, term: string): SearchResult {
  const { document } = prepared;
  const title = originalField(prepared, 'title');
  const snippet = snippetOf(prepared, term);
  const description = previewDescription(originalField(prepared, 'description'), term);
  return {
    id: document.id,
    type: document.type,
    title,
    description: description.text,
    slug: document.slug,
    path: document.path,
    sectionId: document.sectionId,
    parentTitle: document.parentTitle,
    searchTerms: searchTermsOf(document),
    snippet: snippet.text,
    group: document.group,
    highlights: {
      title: findMatchRanges(title, term),
      description: description.highlights,
      snippet: snippet.highlights,
    },
  };
}
