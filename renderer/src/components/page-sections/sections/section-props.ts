import type { PageSectionData, PageSectionKey } from '../../../../../contract/page-content/page-content';

/** What every section renderer receives from the page. */
export interface SectionViewProps<D> {
  data: D;
  /** The section's anchor id; list entries derive their own from it. */
  id: string;
  /** Set on the section's h2 so the `<section>` is named by it. */
  headingId: string;
  pageTitle: string;
}

/**
 * Props of the renderer of section `K`. Renderers shared by several keys with one shape (features and
 * solutions sections, say) are typed by that shape with `SectionViewProps` instead.
 */
export type SectionRendererProps<K extends PageSectionKey> = SectionViewProps<PageSectionData<K>>;
