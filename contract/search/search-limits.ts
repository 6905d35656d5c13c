/** The spec's numbers for search (sections 5 and 9), defined once for server and renderer. */
export const searchLimits = {
  /** Characters kept on each side of a match in a snippet. */
  snippetContext: 35,
  /** Snippet length when the match is not in the text (it was in the title or description). */
  snippetFallback: 150,
  /** Descriptions are shown cut to this many characters. */
  descriptionPreview: 60,
  /** Longer terms are refused: nobody types them, and each one costs a scan of every document. */
  maxQueryLength: 200,
  /** A common word would otherwise return every section of the site; the best-ranked ones are kept. */
  maxResults: 100,
  /** Words of the snippet that take part in the de-duplication key. */
  dedupeSnippetWords: 5,
} as const;

export const ellipsis = '...';
