import type { Kysely } from 'kysely';
import type { RawBlock } from '../../contract/page-content/blocks';
import type { TeamPerson } from '../../contract/page-content/team';
import { teamPersonIds, withTeamPeople } from '../../contract/page-content/team-members';
import type { Database } from '../db/schema';
import { toPublicPerson } from './people-repository';

async function peopleByIds(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, TeamPerson>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('people')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((row) => {
      const { id, ...person } = toPublicPerson(row);
      return [id, person];
    }),
  );
}

/**
 * Several documents' blocks with their team sections' people filled in (`withTeamPeople`), read in one query: what
 * every answer that carries blocks to visitors (pages, subpages, articles, previews, the search index) hands on.
 */
export async function showTeamPeopleIn(db: Kysely<Database>, documents: readonly RawBlock[][]): Promise<RawBlock[][]> {
  const ids = [...new Set(documents.flatMap(teamPersonIds))];
  if (ids.length === 0) return [...documents];
  const people = await peopleByIds(db, ids);
  return documents.map((blocks) => withTeamPeople(blocks, people));
}

/** One document's blocks with their team sections' people filled in. */
export async function showTeamPeople(db: Kysely<Database>, blocks: readonly RawBlock[]): Promise<RawBlock[]> {
  const [shown] = await showTeamPeopleIn(db, [[...blocks]]);
  return shown ?? [];
}
