import type { RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';

/** `%` and `_` typed by staff are searched for literally, not as wildcards. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Case-insensitive substring match on any of the columns. Plain `lower(...) like ... escape` reads the
 * same in SQLite and PostgreSQL, where `ilike` would not.
 */
export function containsText(columns: readonly string[], text: string): RawBuilder<SqlBool> {
  const pattern = likePattern(text);
  const matches = columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}
