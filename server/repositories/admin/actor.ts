import type { Actor } from '../../../contract/admin/admin-fields';

/** A left-joined user (`created_by`/`updated_by`) as the `{id, displayName}` staff see, or null. */
export function toActor(id: number | null, displayName: string | null): Actor {
  return id === null || displayName === null ? null : { id, displayName };
}
