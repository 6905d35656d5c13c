import type { SeedBlock } from './seed-types';

/**
 * A seeded page's blocks as stored: its team sections name their people by id, looked up by slug among the people
 * the seed stored first. A slug the seed does not have is a mistake in the seed, and stops it.
 */
export function withSeedPeople(
  blocks: readonly SeedBlock[],
  people: ReadonlyMap<string, number>,
): { type: SeedBlock['type']; data: unknown }[] {
  return blocks.map((block) => {
    if (block.type !== 'teamSection') return block;
    const members = block.data.members.map(({ personSlug }) => {
      const personId = people.get(personSlug);
      if (personId === undefined) throw new Error(`A seeded team section names unknown person ${personSlug}`);
      return { personId };
    });
    return { ...block, data: { ...block.data, members } };
  });
}
