import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { FolderCounts, SubmissionFilter, SubmissionPatchPayload } from '../../../contract/admin/admin-submissions';
import type { Paged } from '../../../contract/admin/paging';
import type { Database } from '../../db/schema';
import type { SubmissionTable } from './submission-filter';
import { submissionFilter } from './submission-filter';

/** A page of a submission list: where the next and previous pages start, and how many each folder holds. */
export type SubmissionList<T> = Paged<T> & {
  folders: FolderCounts;
  nextCursor: string | null;
  prevCursor: string | null;
};

/** How many rows of the filter each folder holds: the numbers on the Inbox / Spam switch. */
export async function countByFolder(
  db: Kysely<Database>,
  table: SubmissionTable,
  textColumns: readonly string[],
  filter: SubmissionFilter,
): Promise<FolderCounts> {
  const rows = await db
    .selectFrom(table)
    .select((eb) => ['folder', eb.fn.countAll<number>().as('count')])
    .where(submissionFilter(table, textColumns, filter, { anyFolder: true }))
    .groupBy('folder')
    .execute();
  const counts: FolderCounts = { inbox: 0, spam: 0 };
  for (const row of rows) counts[row.folder] = Number(row.count);
  return counts;
}

/** The stored JSON array of reasons; anything unreadable shows as no reasons rather than failing the list. */
export function parseSpamReasons(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((reason): reason is string => typeof reason === 'string') : [];
  } catch {
    return [];
  }
}

const movedByStaff = JSON.stringify(['Moved to spam by staff']);

/**
 * The columns a staff PATCH changes. Rescuing to the inbox forgets the checks' reasons (staff overruled
 * them); moving to spam by hand says so, since no check gave a reason, but keeps the checks' own reasons
 * for what is already there.
 */
export function patchColumns(patch: SubmissionPatchPayload, userId: number) {
  return {
    ...(patch.status ? { status: patch.status } : {}),
    ...(patch.folder === 'inbox' ? { folder: 'inbox' as const, spam_reasons: null } : {}),
    ...(patch.folder === 'spam'
      ? {
          folder: 'spam' as const,
          spam_reasons: sql<string>`case when folder = 'spam' then spam_reasons else ${movedByStaff} end`,
        }
      : {}),
    updated_at: new Date().toISOString(),
    updated_by: userId,
  };
}
