import type { UseQueryResult } from '@tanstack/react-query';
import type { PublicPage, PublicSubpage } from '../../../../contract/pages';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { PageSections } from '../../components/page-sections/page-sections';
import type { ValidatedPage } from '../../lib/api/validated-page';
import { NotFoundPage } from './not-found-page';
import { PageLoadError, PageSkeleton } from './page-state-views';

/**
 * The states every content page goes through: loading, failed (with retry), unknown, shown. An unknown page
 * shows not-found at its own address (no redirect), so the server can answer it with a 404.
 */
export function PageView({
  query,
  failureMessage,
  closingCta = true,
}: {
  query: UseQueryResult<ValidatedPage<PublicPage> | ValidatedPage<PublicSubpage> | null>;
  failureMessage: string;
  /** See `PageSections`. */
  closingCta?: boolean;
}) {
  const page = query.data;
  useDocumentMeta(page?.title, page?.description);
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) return <PageLoadError message={failureMessage} onRetry={() => void query.refetch()} />;
  if (!page) return <NotFoundPage />;
  return <PageSections page={page} closingCta={closingCta} />;
}
