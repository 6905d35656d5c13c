import type { SectionType } from '../../../contract/page-content/catalogue';
import type { PageSectionData } from '../../../contract/page-content/page-content';

export type SeedStatus = 'draft' | 'published';

/** A team member as the seed names them: by the person's slug (seed-people.ts), whose id is known once stored. */
export interface SeedTeamMember {
  personSlug: string;
}

/** A section's data as the seed writes it: a team section's members by slug (`withSeedPeople`), the rest as stored. */
export type SeedSectionData<Type extends SectionType> = Type extends 'teamSection'
  ? Omit<PageSectionData<'teamSection'>, 'members'> & { members: SeedTeamMember[] }
  : PageSectionData<Type>;

/** A block as the seed writes it: the server gives it its id when the page is created. */
export type SeedBlock = { [Type in SectionType]: { type: Type; data: SeedSectionData<Type> } }[SectionType];

/** A page as the first start writes it: each block's data must satisfy its type's schema. */
export interface SeedPage {
  slug: string;
  title: string;
  description: string;
  status: SeedStatus;
  blocks: SeedBlock[];
}

export interface SeedSubpage extends SeedPage {
  /** Slug of the page this subpage sits under, e.g. `services`. */
  parentSlug: string;
}
