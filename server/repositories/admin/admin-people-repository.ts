import type { Kysely } from 'kysely';
import type { AdminPerson, PersonWrite } from '../../../contract/admin/admin-people';
import type { Database } from '../../db/schema';
import { readArticleMeta } from '../article-meta';
import { readJsonRecord } from '../content-json';
import { toPublicPerson } from '../people-repository';
import { toActor } from './actor';
import { forgetReferences, recordReferences } from '../content-references';
import { teamPagesOf } from './person-team-pages';

function rowValues(write: PersonWrite) {
  return {
    slug: write.slug,
    name: write.name,
    role: write.role,
    photo: write.photo ? JSON.stringify(write.photo) : null,
    bio: write.bio,
    credentials: JSON.stringify(write.credentials),
    links: JSON.stringify(write.links),
  };
}

/** How many articles (live or working copy) name each person as an author. */
async function authorCounts(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db.selectFrom('articles').select(['meta', 'draft']).execute();
  const counts = new Map<number, number>();
  for (const row of rows) {
    const ids = new Set(readArticleMeta(row.meta).authorIds);
    if (row.draft !== null) {
      const { meta } = readJsonRecord(row.draft);
      if (typeof meta === 'string') for (const id of readArticleMeta(meta).authorIds) ids.add(id);
    }
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** People are written once (issue 30) and read by articles as authors; a save names the version it read. */
export function createAdminPeopleRepository(db: Kysely<Database>) {
  const select = () =>
    db
      .selectFrom('people')
      .leftJoin('users', 'users.id', 'people.updated_by')
      .selectAll('people')
      .select('users.display_name as updater_name');

  async function find(id: number): Promise<AdminPerson | undefined> {
    const row = await select().where('people.id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const [counts, shown] = await Promise.all([authorCounts(db), teamPagesOf(db, [id])]);
    return {
      ...toPublicPerson(row),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      updatedBy: toActor(row.updated_by, row.updater_name),
      version: row.version,
      articleCount: counts.get(row.id) ?? 0,
      shownOn: (shown.get(row.id) ?? []).map((page) => page.title),
    };
  }

  return {
    find,

    async list(): Promise<AdminPerson[]> {
      const [rows, counts, shown] = await Promise.all([
        select().orderBy('people.name').execute(),
        authorCounts(db),
        teamPagesOf(db),
      ]);
      return rows.map((row) => ({
        ...toPublicPerson(row),
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        updatedBy: toActor(row.updated_by, row.updater_name),
        version: row.version,
        articleCount: counts.get(row.id) ?? 0,
        shownOn: (shown.get(row.id) ?? []).map((page) => page.title),
      }));
    },

    async create(write: PersonWrite, userId: number): Promise<number> {
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('people')
          .values({ ...rowValues(write), created_at: now, updated_at: now, updated_by: userId })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordReferences(trx, { type: 'person', id: row.id });
        return row.id;
      });
    },

    /** Written only at the version the writer read; 'stale' when someone saved since. */
    async update(
      id: number,
      write: PersonWrite,
      userId: number,
      expected: number,
    ): Promise<'saved' | 'stale' | 'not-found'> {
      const saved = await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('people')
          .set((eb) => ({
            ...rowValues(write),
            updated_at: new Date().toISOString(),
            updated_by: userId,
            version: eb('version', '+', 1),
          }))
          .where('id', '=', id)
          .where('version', '=', expected)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        await recordReferences(trx, { type: 'person', id });
        return true;
      });
      if (saved) return 'saved';
      return (await find(id)) ? 'stale' : 'not-found';
    },

    /** A person still named as an author, or shown by a team section, stays: they would silently go missing there. */
    async remove(id: number, expected: number): Promise<'deleted' | 'stale' | 'not-found' | 'in-use'> {
      const person = await find(id);
      if (!person) return 'not-found';
      if (person.version !== expected) return 'stale';
      if (person.articleCount > 0 || person.shownOn.length > 0) return 'in-use';
      // The row and its references go together: a failure between them would leave references to no one.
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom('people')
          .where('id', '=', id)
          .where('version', '=', expected)
          .executeTakeFirst();
        if (result.numDeletedRows === 0n) return 'stale';
        await forgetReferences(trx, [{ type: 'person', id }]);
        return 'deleted';
      });
    },
  };
}
