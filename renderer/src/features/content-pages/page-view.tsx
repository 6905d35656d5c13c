import type { UseQueryResult } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import type { PublicPage, PublicSubpage } from '../../../../contract/pages';
import { paths } from '../../lib/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { PageSections } from '../../components/page-sections/page-sections';
import { PageLoadError, PageSkeleton } from './page-state-views';

/** The states every content page goes through: loading, failed (with retry), unknown (→ /404), shown. */
export function PageView({
  query,
  failureMessage,
}: {
  query: UseQueryResult<PublicPage | PublicSubpage | null>;
  failureMessage: string;
}) {
  const page = query.data;
  useDocumentMeta(page?.title, page?.description);
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) return <PageLoadError message={failureMessage} onRetry={() => void query.refetch()} />;
  if (!page) return <Navigate to={paths.notFoundRedirect} replace />;
  return <PageSections page={page} />;
}
