import { findMatchRanges } from './case-fold';
import type { PreparedDocument } from './prepare-search-index';
import { foldedField, originalField, searchTermsOf } from './prepare-search-index';
import type { SearchResult } from './search-result';
import { makeSnippet, previewDescription } from './snippet';

/** The snippet comes from the text, or from the description for documents with no text. */
export function snippetOf(prepared: PreparedDocument, term: string) {
  const field = prepared.textStart === prepared.folded.length ? 'description' : 'text';
  return makeSnippet(originalField(prepared, field), foldedField(prepared, field), term);
}

/** A matched document as the wire and the dialog see it; `term` is already trimmed and folded. */
export function toSearchResult(prepared: PreparedDocument, term: string): SearchResult {
  const title = originalField(prepared, 'title');
  const snippet = snippetOf(prepared, term);
  const description = previewDescription(originalField(prepared, 'description'), term);
  return {
    id: prepared.id,
    type: prepared.type,
    title,
    description: description.text,
    slug: prepared.slug,
    path: prepared.path,
    sectionId: prepared.sectionId,
    parentTitle: prepared.parentTitle,
    searchTerms: searchTermsOf(prepared),
    snippet: snippet.text,
    group: prepared.group,
    highlights: {
      title: findMatchRanges(title, term),
      description: description.highlights,
      snippet: snippet.highlights,
    },
  };
}
