import type { Kysely } from 'kysely';
import type { RewrittenLink } from '../../../contract/admin/admin-redirects';
import { lockForUpdate } from '../../db/lock-for-update';
import type { Database } from '../../db/schema';
import type { AddressMove } from '../../redirects/rewrite-links';
import { rewriteLinks } from '../../redirects/rewrite-links';
import { recordReferences } from '../content-references';

/**
 * A person's bio, the one place on a person that links into the site (rich text, Markdown links; profile links are
 * https addresses elsewhere). People keep no revisions; the version still moves, so an editor who has the person
 * open is told (If-Match) rather than saving the old link back.
 */
export async function rewritePersonLinks(
  db: Kysely<Database>,
  id: number,
  move: AddressMove,
  userId: number | null,
): Promise<RewrittenLink[]> {
  const person = await lockForUpdate(
    db,
    db.selectFrom('people').select(['name', 'bio']).where('id', '=', id),
  ).executeTakeFirst();
  if (!person) return [];
  const { content, changes } = rewriteLinks(person.bio, move);
  if (changes.length === 0 || typeof content !== 'string') return [];
  await db
    .updateTable('people')
    .set((eb) => ({
      bio: content,
      updated_at: new Date().toISOString(),
      updated_by: userId,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
  await recordReferences(db, { type: 'person', id });
  const document = `Person "${person.name}"`;
  return changes.map((change) => ({ document, ...change }));
}
