import type { PublicPage } from '../../../../contract/pages';
import { PageSections } from './page-sections';
import { validatePage } from '../../lib/api/validated-page';

/**
 * The admin preview: page content drawn by the public site's own section renderers. Only the sections being
 * edited: the site's shared closing call to action is left out (it is not part of the page, and fetching the
 * public copy would tie the editor's saves, which refresh public answers, to that request).
 */
export function SectionsPreview({ content, title = 'Preview' }: { content: Record<string, unknown>; title?: string }) {
  const page: PublicPage = { id: 0, slug: 'preview', title, description: '', content, updatedAt: '' };
  return <PageSections page={validatePage(page)} closingCta={false} />;
}
