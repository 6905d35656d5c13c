import * as z from 'zod/mini';
import { ActorSchema, IsoTimestampSchema, maxId } from './admin-fields';
import { EditClashesSchema } from './edit-clashes';

/**
 * Optimistic concurrency for pages, subpages and global components, HTTP's own way: a read answers the
 * version as its `ETag`, a write sends it back in `If-Match`, and a write from an older version is refused
 * with 412 instead of overwriting what someone saved meanwhile.
 */
export const EditVersionSchema = z.number().check(z.int(), z.minimum(0));

/** A strong entity tag: the version in quotes, e.g. `"3"`. */
export function versionETag(version: number): string {
  return `"${version}"`;
}

/** The largest version the `version` column holds on either engine (a 32-bit integer, like the ids). */
export const maxEditVersion = maxId;

/** The version an `If-Match` value names, or undefined for anything else (`*`, a weak tag, a list). */
export function versionFromETag(tag: string): number | undefined {
  const match = /^"(\d{1,10})"$/.exec(tag.trim());
  const version = match ? Number(match[1]) : undefined;
  // The column is a 32-bit integer on PostgreSQL, which refuses a larger parameter outright (a 500, not a
  // mismatch): a version no item can have is as stale as any other.
  return version !== undefined && version <= maxEditVersion ? version : undefined;
}

/** Who holds the current version: what a refused writer is told, so it can say "saved by … at …". */
export const CurrentVersionSchema = z.object({
  version: EditVersionSchema,
  updatedAt: IsoTimestampSchema,
  updatedBy: ActorSchema,
});
export type CurrentVersion = z.infer<typeof CurrentVersionSchema>;

/**
 * The 412 body: the refusal in words, and the version the write would have overwritten. A page's or subpage's
 * save from an older version is merged with what was saved since; when that fails, `clashes` names what both
 * changed. Without `clashes` no merge was tried (a global component, a delete, or a version no longer kept).
 */
export const EditConflictBodySchema = z.object({
  error: z.string(),
  current: CurrentVersionSchema,
  clashes: z.optional(EditClashesSchema),
});
export type EditConflictBody = z.infer<typeof EditConflictBodySchema>;
