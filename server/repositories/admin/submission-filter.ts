import type { RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { SubmissionFilter } from '../../../contract/admin/admin-submissions';
import { rangeEnd, rangeStart } from '../../../contract/admin/date-range';
import { containsText } from './text-search';

export type SubmissionTable = 'contact_submissions' | 'job_applications';

/**
 * Both submission tables share status, folder and created_at; the filter is built from column references
 * so one definition serves both, and the CSV export reuses the list's filter exactly. Without a folder
 * the filter means the inbox; `anyFolder` leaves the folder out (for the per-folder counts).
 */
export function submissionFilter(
  table: SubmissionTable,
  textColumns: readonly string[],
  filter: SubmissionFilter,
  { anyFolder = false }: { anyFolder?: boolean } = {},
): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const conditions: RawBuilder<SqlBool>[] = [];
  if (!anyFolder) conditions.push(sql<SqlBool>`${column('folder')} = ${filter.folder ?? 'inbox'}`);
  if (filter.ids) conditions.push(sql<SqlBool>`${column('id')} in (${sql.join(filter.ids)})`);
  if (filter.status) conditions.push(sql<SqlBool>`${column('status')} = ${filter.status}`);
  if (filter.from) conditions.push(sql<SqlBool>`${column('created_at')} >= ${rangeStart(filter.from)}`);
  if (filter.to) conditions.push(sql<SqlBool>`${column('created_at')} <= ${rangeEnd(filter.to)}`);
  if (filter.q)
    conditions.push(
      containsText(
        textColumns.map((name) => `${table}.${name}`),
        filter.q,
      ),
    );
  return conditions.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

/** Staff export at most this many rows at once; a larger export is a sign the filter is missing. */
export const exportRowLimit = 10_000;
