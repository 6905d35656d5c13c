import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminMessages } from '../../contract/admin/admin-messages';
import type { EditClashes } from '../../contract/admin/edit-clashes';
import type { CurrentVersion } from '../../contract/admin/edit-versions';
import { versionETag, versionFromETag } from '../../contract/admin/edit-versions';
import { HttpError } from './http-error';

/** The tag no version carries: an `If-Match` we cannot read still has to be refused as stale, not ignored. */
const unreadableVersion = -1;

/**
 * The version a write of a page, subpage or global component says it changes. Without `If-Match` the write
 * is refused (428), because a write that names no version could overwrite anyone's save; `*` is refused the
 * same way, since it opts out of exactly the check this exists for. Any other value that is not one of our
 * tags cannot match, so it is answered as stale (412), as HTTP says of a tag that does not match.
 */
export function requiredVersion(request: FastifyRequest): number {
  const header = request.headers['if-match'];
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value === undefined || value.trim() === '' || value.trim() === '*') {
    throw new HttpError(428, adminMessages.versionRequired);
  }
  return versionFromETag(value) ?? unreadableVersion;
}

/**
 * 412 with the version that is current now, and who saved it when, so the editor can say so; for a page's or
 * subpage's save that could not be merged, also what both sides changed (`clashes`).
 */
export function staleVersion(item: CurrentVersion, clashes?: EditClashes): HttpError {
  // Picked field by field: `item` is usually the whole page, and the refusal says only who holds it.
  const current: CurrentVersion = { version: item.version, updatedAt: item.updatedAt, updatedBy: item.updatedBy };
  const message = clashes
    ? adminMessages.editClash([...clashes.fields, ...clashes.blocks].map((clash) => clash.label))
    : adminMessages.editConflict;
  return new HttpError(412, message, undefined, { current, ...(clashes ? { clashes } : {}) }).withHeaders({
    etag: versionETag(current.version),
  });
}

/** Every admin answer that carries a versioned item says its version as the ETag too. */
export function sendVersioned<T extends { version: number }>(reply: FastifyReply, item: T): T {
  void reply.header('etag', versionETag(item.version));
  return item;
}
