import type { RawBlock } from './blocks';
import type { TeamPerson } from './team';

/**
 * A team section stores its members as people's ids (issue 30); visitors see the people those ids name now. These
 * pure helpers find the ids, fill the people in, and take them out again before a write is stored.
 */

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const membersOf = (block: { type: string; data: unknown }): unknown[] | undefined =>
  block.type === 'teamSection' && isRecord(block.data) && Array.isArray(block.data.members)
    ? block.data.members
    : undefined;

const personIdOf = (member: unknown): number | undefined =>
  isRecord(member) && typeof member.personId === 'number' ? member.personId : undefined;

/** Every person the blocks' team sections name, once each. */
export function teamPersonIds(blocks: readonly RawBlock[]): number[] {
  const ids = new Set<number>();
  for (const block of blocks)
    for (const member of membersOf(block) ?? []) {
      const id = personIdOf(member);
      if (id !== undefined) ids.add(id);
    }
  return [...ids];
}

/**
 * The blocks with each team member's person filled in as visitors see them. A member whose person is gone (deleted
 * since, or never there) is left out rather than drawn as a blank: the rest of the team still shows.
 */
export function withTeamPeople(blocks: readonly RawBlock[], people: ReadonlyMap<number, TeamPerson>): RawBlock[] {
  return blocks.map((block) => {
    const members = membersOf(block);
    if (!members) return block;
    const shown = members.flatMap((member) => {
      const id = personIdOf(member);
      const person = id === undefined ? undefined : people.get(id);
      return person ? [{ personId: id, person }] : [];
    });
    return { ...block, data: { ...(block.data as Json), members: shown } };
  });
}

/** A block's data as stored: a team member is its person's id only (what a public answer added is not kept). */
export function storedBlockData(type: string, data: unknown): unknown {
  const members = membersOf({ type, data });
  if (!members) return data;
  return {
    ...(data as Json),
    members: members.map((member) => {
      if (!isRecord(member)) return member;
      const { person: _shown, ...stored } = member;
      return stored;
    }),
  };
}
