import type { PageContent } from '../../../contract/page-content/page-content';

export type SeedStatus = 'draft' | 'published';

/** A page as the first start writes it: `content` must satisfy the contract's section schemas. */
export interface SeedPage {
  slug: string;
  title: string;
  description: string;
  status: SeedStatus;
  content: PageContent;
}

export interface SeedSubpage extends SeedPage {
  /** Slug of the page this subpage sits under, e.g. `services`. */
  parentSlug: string;
}
