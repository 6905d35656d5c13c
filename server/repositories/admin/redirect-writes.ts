import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AddressMove } from '../../redirects/rewrite-links';
import { movedLink } from '../../redirects/rewrite-links';

/** A page now shows at `address`, so a redirect from there would hide it: it goes. */
export async function dropRedirectFrom(db: Kysely<Database>, address: string): Promise<void> {
  await db.deleteFrom('redirects').where('source', '=', address).execute();
}

/**
 * Records one moved address, keeping every redirect one hop: those that led to the old address (or below it)
 * now lead to the new one, so A→B then B→C stores A→C and B→C. A redirect that would now lead to its own
 * source (renaming back) is dropped rather than kept as a loop. With `redirectOld` false only the others follow.
 */
export async function recordMove(
  db: Kysely<Database>,
  move: AddressMove,
  userId: number | null,
  redirectOld: boolean,
): Promise<void> {
  await dropRedirectFrom(db, move.to);
  const leading = await db
    .selectFrom('redirects')
    .select(['id', 'source', 'target'])
    .where((eb) => eb.or([eb('target', '=', move.from), eb('target', 'like', `${move.from}/%`)]))
    .execute();
  for (const redirect of leading) {
    const target = movedLink(redirect.target, move);
    if (target === null) continue;
    if (target === redirect.source) await db.deleteFrom('redirects').where('id', '=', redirect.id).execute();
    else await db.updateTable('redirects').set({ target }).where('id', '=', redirect.id).execute();
  }
  if (!redirectOld) return;
  await dropRedirectFrom(db, move.from);
  await db
    .insertInto('redirects')
    .values({ source: move.from, target: move.to, created_at: new Date().toISOString(), created_by: userId })
    .execute();
}
