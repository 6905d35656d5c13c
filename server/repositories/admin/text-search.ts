import type { RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';

/** `%` and `_` typed by staff are searched for literally, not as wildcards. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Case-insensitive substring match on any of the columns. Plain `lower(...) like ... escape` reads the
 * same in SQLite and PostgreSQL, where `ilike` would not. A leading `%` cannot use a B-tree index, so this scans
 * the list's rows; it is used on short columns (titles, names, alt text, a submission's fields), never on content,
 * and a prefix-only search would find less than staff type today. An index that serves substrings is engine
 * specific (`pg_trgm` GIN on PostgreSQL, an FTS5 trigram table on SQLite) and costs every write: worth it only
 * when these scans show up in `bench:scale`.
 */
export function containsText(columns: readonly string[], text: string): RawBuilder<SqlBool> {
  const pattern = likePattern(text);
  const matches = columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}
