import * as z from 'zod/mini';
import { searchLimits } from './search-limits';

/** `article` and `person` are insights (issue 30): an article and its sections, an author. */
export const SearchResultTypeSchema = z.enum(['page', 'subpage', 'article', 'person', 'content']);
export type SearchResultType = z.infer<typeof SearchResultTypeSchema>;

const offset = z.number().check(z.int(), z.nonnegative());

/** A highlighted stretch `[start, end)` of a displayed string, in UTF-16 code units. */
export const HighlightRangeSchema = z.object({ start: offset, end: offset });
export type HighlightRange = z.infer<typeof HighlightRangeSchema>;

/**
 * One hit, with the spec's fields (section 3) plus what the dialog shows: `description` is already cut to
 * the 60 characters shown, `group` names the site section the hit files under, and `highlights` marks the
 * matches in each displayed string as ranges, so no client ever has to render HTML from the server.
 */
export const SearchResultSchema = z.object({
  id: z.number().check(z.int()),
  type: SearchResultTypeSchema,
  title: z.string(),
  description: z.string(),
  slug: z.string(),
  path: z.string(),
  sectionId: z.nullable(z.string()),
  parentTitle: z.nullable(z.string()),
  searchTerms: z.array(z.string()),
  snippet: z.string(),
  group: z.string(),
  highlights: z.object({
    title: z.array(HighlightRangeSchema),
    description: z.array(HighlightRangeSchema),
    snippet: z.array(HighlightRangeSchema),
  }),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponseSchema = z.object({
  /** The term as matched: trimmed. */
  query: z.string(),
  results: z.array(SearchResultSchema),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** `GET /api/public/search?q=`: a missing or blank `q` is an empty search, not an error. */
export const SearchQuerySchema = z.object({
  q: z.optional(
    z
      .string()
      .check(
        z.maxLength(
          searchLimits.maxQueryLength,
          `Search term must be at most ${searchLimits.maxQueryLength} characters`,
        ),
      ),
  ),
});
