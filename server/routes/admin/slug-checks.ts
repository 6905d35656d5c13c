import { adminMessages } from '../../../contract/admin/admin-messages';
import type { SlugKind } from '../../../contract/admin/slug-rules';
import { adminSlugRejection } from '../../../contract/admin/slug-rules';
import { HttpError } from '../../http/http-error';
import { isUniqueViolation } from '../../repositories/admin/unique-violation';

/** Reserved slugs are refused when a slug is created or changed; seeded pages keep theirs (see slug-rules). */
export function assertSlugAllowed(slug: string, kind: SlugKind, currentSlug?: string): void {
  if (slug === currentSlug) return;
  const rejection = adminSlugRejection(slug, kind);
  if (rejection) throw new HttpError(400, 'Invalid input: slug', { slug: rejection });
}

/**
 * The unique index is the real check (two editors may race); its violation answers 409 naming the slug.
 * `slug` is null when restoring a revision, whose slug the route has not read.
 */
export async function withSlugConflict<T>(slug: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message = slug === null ? adminMessages.restoredSlugTaken : adminMessages.slugTaken(slug);
    throw new HttpError(409, message, { slug: message });
  }
}
