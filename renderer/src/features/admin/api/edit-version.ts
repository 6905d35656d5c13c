import type { EditClashes } from '../../../../../contract/admin/edit-clashes';
import type { CurrentVersion } from '../../../../../contract/admin/edit-versions';
import { EditConflictBodySchema, versionETag } from '../../../../../contract/admin/edit-versions';
import { ApiError } from '../../../lib/api/api-error';

/** A write of a versioned item (page, subpage, global component) and the version it was made from. */
export interface VersionedWrite<T> {
  payload: T;
  version: number;
}

/**
 * The `If-Match` a write sends: the version the editor read, kept in the query data with the item. Without
 * one (the item was never read) nothing is sent and the server's 428 says why the write was refused.
 */
export function ifMatch(version: number | undefined): Record<string, string> {
  return version === undefined ? {} : { 'If-Match': versionETag(version) };
}

function conflictBody(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 412) return undefined;
  const parsed = EditConflictBodySchema.safeParse(error.body);
  return parsed.success ? parsed.data : undefined;
}

/** The version a refused write would have overwritten, when the refusal is a 412; otherwise undefined. */
export function editConflictOf(error: unknown): CurrentVersion | undefined {
  return conflictBody(error)?.current;
}

/** What a refused save of a page or subpage and the version saved since both changed, when the 412 says. */
export function editClashesOf(error: unknown): EditClashes | undefined {
  return conflictBody(error)?.clashes;
}
