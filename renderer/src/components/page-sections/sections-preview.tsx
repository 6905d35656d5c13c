import { useMemo } from 'react';
import type { RawBlock } from '../../../../contract/page-content/blocks';
import type { PublicPage } from '../../../../contract/pages';
import { PageSections } from './page-sections';
import { validatePage } from '../../lib/api/validated-page';

/**
 * The admin preview: a page's blocks drawn by the public site's own section renderers. Only the blocks being
 * edited: the site's shared closing call to action is left out (it is not part of the page, and fetching the
 * public copy would tie the editor's saves, which refresh public answers, to that request).
 */
export function SectionsPreview({ blocks, title = 'Preview' }: { blocks: RawBlock[]; title?: string }) {
  // Validated again only when the blocks change, so a keystroke in one block leaves the others' renders alone.
  const page = useMemo(() => {
    const preview: PublicPage = { id: 0, slug: 'preview', title, description: '', content: {}, blocks, updatedAt: '' };
    return validatePage(preview);
  }, [blocks, title]);
  return <PageSections page={page} closingCta={false} />;
}
