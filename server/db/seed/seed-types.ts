import type { SectionType } from '../../../contract/page-content/catalogue';
import type { PageSectionData } from '../../../contract/page-content/page-content';

export type SeedStatus = 'draft' | 'published';

/** A block as the seed writes it: the server gives it its id when the page is created. */
export type SeedBlock = { [Type in SectionType]: { type: Type; data: PageSectionData<Type> } }[SectionType];

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
