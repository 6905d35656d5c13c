import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { Navigate } from 'react-router-dom';
import type { PublicPage, PublicSubpage } from '../../../../contract/pages';
import type { PublicRedirect } from '../../../../contract/public-redirect';
import { isPublicRedirect } from '../../../../contract/public-redirect';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { PageSections } from '../../components/page-sections/page-sections';
import type { ValidatedPage } from '../../lib/api/validated-page';
import { NotFoundPage } from './not-found-page';
import { PageLoadError, PageSkeleton } from './page-state-views';

/**
 * The states every content page goes through: loading, failed (with retry), unknown, shown. An unknown page
 * shows not-found at its own address (no redirect), so the server can answer it with a 404; a moved one
 * (see contract/public-redirect.ts) navigates to its new address.
 */
export function PageView({
  query,
  failureMessage,
  closingCta = true,
  beforeClosing,
}: {
  query: UseQueryResult<ValidatedPage<PublicPage> | ValidatedPage<PublicSubpage> | PublicRedirect | null>;
  failureMessage: string;
  /** See `PageSections`. */
  closingCta?: boolean;
  beforeClosing?: ComponentProps<typeof PageSections>['beforeClosing'];
}) {
  const answer = query.data;
  const page = answer && !isPublicRedirect(answer) ? answer : null;
  useDocumentMeta(page?.title, page?.description);
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) return <PageLoadError message={failureMessage} onRetry={() => void query.refetch()} />;
  // A moved address is replaced in history, so Back skips it; the server answers a first visit with a 301.
  if (answer && isPublicRedirect(answer)) return <Navigate to={answer.redirect} replace />;
  if (!page) return <NotFoundPage />;
  return <PageSections page={page} closingCta={closingCta} beforeClosing={beforeClosing} />;
}
