import type { Kysely, Selectable } from 'kysely';
import * as z from 'zod/mini';
import type { PersonWrite } from '../../contract/admin/admin-people';
import type { PublicPerson } from '../../contract/people';
import { ProfileLinkSchema } from '../../contract/people';
import type { Database, PeopleTable } from '../db/schema';
import { readImage, readJsonList } from './article-meta';
import { recordReferences } from './content-references';
import type { RawBlock } from '../../contract/page-content/blocks';
import { showTeamPeople } from './team-people';

const listOf = <T>(schema: z.ZodMiniType<T>, text: string): T[] =>
  readJsonList(text).flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });

export function toPublicPerson(row: Selectable<PeopleTable>): PublicPerson {
  const photo = readImage(row.photo);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    role: row.role,
    ...(photo ? { photo } : {}),
    bio: row.bio,
    credentials: listOf(z.string(), row.credentials),
    links: listOf(ProfileLinkSchema, row.links),
  };
}

/** People as visitors see them: every person is public (there is no draft person). */
export function createPeopleRepository(db: Kysely<Database>) {
  return {
    async list(): Promise<PublicPerson[]> {
      const rows = await db.selectFrom('people').selectAll().orderBy('id').execute();
      return rows.map(toPublicPerson);
    },

    async findBySlug(slug: string): Promise<PublicPerson | undefined> {
      const row = await db.selectFrom('people').selectAll().where('slug', '=', slug).executeTakeFirst();
      return row && toPublicPerson(row);
    },

    /** The first start's people (seed-insights.ts); staff add theirs through the admin. */
    async createSeeded(write: PersonWrite): Promise<number> {
      const now = new Date().toISOString();
      const row = await db
        .insertInto('people')
        .values({
          slug: write.slug,
          name: write.name,
          role: write.role,
          photo: write.photo ? JSON.stringify(write.photo) : null,
          bio: write.bio,
          credentials: JSON.stringify(write.credentials),
          links: JSON.stringify(write.links),
          created_at: now,
          updated_at: now,
          updated_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordReferences(db, { type: 'person', id: row.id });
      return row.id;
    },

    /** Blocks with their team sections' people as visitors see them (a preview's). */
    showInTeams: (blocks: readonly RawBlock[]): Promise<RawBlock[]> => showTeamPeople(db, blocks),

    /** By id, in the order asked for (a byline's); ids with no person are left out. */
    async byIds(ids: readonly number[]): Promise<PublicPerson[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('people')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
      const byId = new Map(rows.map((row) => [row.id, toPublicPerson(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}
