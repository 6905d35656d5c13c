import { useMemo } from 'react';
import type { RawBlock } from '../../../../../contract/page-content/blocks';
import type { TeamPerson } from '../../../../../contract/page-content/team';
import { teamPersonIds, withTeamPeople } from '../../../../../contract/page-content/team-members';
import { useAdminPeople } from '../api/people-queries';

/**
 * The preview's blocks with their team sections' people filled in from the People collection, as the server fills
 * them in for visitors (issue 30). The people are read only once a team section names someone.
 */
export function usePreviewPeople(blocks: RawBlock[]): RawBlock[] {
  const named = useMemo(() => teamPersonIds(blocks).length > 0, [blocks]);
  const people = useAdminPeople(named).data;
  return useMemo(() => {
    if (!named || !people) return blocks;
    const byId = new Map(
      people.items.map(({ id, slug, name, role, photo, bio, credentials, links }): [number, TeamPerson] => [
        id,
        { slug, name, role, bio, credentials, links, ...(photo ? { photo } : {}) },
      ]),
    );
    return withTeamPeople(blocks, byId);
  }, [blocks, named, people]);
}
