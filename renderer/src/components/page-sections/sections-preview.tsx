import type { PublicPage } from '../../../../contract/pages';
import { PageSections } from './page-sections';
import { validatePage } from '../../lib/api/validated-page';

/** The admin preview: page content drawn by the public site's own section renderers. */
export function SectionsPreview({ content, title = 'Preview' }: { content: Record<string, unknown>; title?: string }) {
  const page: PublicPage = { id: 0, slug: 'preview', title, description: '', content, updatedAt: '' };
  return <PageSections page={validatePage(page)} />;
}
