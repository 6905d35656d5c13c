import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevisionCollection } from '../../../../../contract/admin/revisions';
import { apiRequest } from '../../../lib/api/request';
import { ifMatch } from './edit-version';
import { invalidateAfterPageWrite } from './pages-invalidate';
import { adminArticleKeys } from './articles-keys';
import { adminPageKeys } from './pages-keys';
import { adminSubpageKeys } from './subpages-keys';
import { AdminPageSchema, AdminSubpageSchema } from '../../../../../contract/admin/admin-pages';
import { AdminArticleSchema } from '../../../../../contract/admin/admin-articles';

type PageCollection = Extract<RevisionCollection, 'pages' | 'subpages' | 'articles'>;
const schemas = { pages: AdminPageSchema, subpages: AdminSubpageSchema, articles: AdminArticleSchema } as const;

/** Restores a page, subpage or article revision; the server keeps the current version as a revision first. */
export function restorePageRevision(
  collection: PageCollection,
  id: number,
  revisionId: number,
  version: number | undefined,
) {
  return apiRequest(`/api/admin/${collection}/${id}/revisions/${revisionId}/restore`, {
    method: 'POST',
    schema: schemas[collection],
    retry: false,
    headers: ifMatch(version),
  });
}

const detailKeys = {
  pages: adminPageKeys.detail,
  subpages: adminSubpageKeys.detail,
  articles: adminArticleKeys.detail,
} as const;

export function useRestorePageRevision(collection: PageCollection, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // A restore is a save too: it names the version the editor shows, so it cannot replace a newer one unseen.
    mutationFn: (revisionId: number) =>
      restorePageRevision(
        collection,
        id,
        revisionId,
        queryClient.getQueryData<{ version: number }>(detailKeys[collection](id))?.version,
      ),
    onSuccess: () => invalidateAfterPageWrite(queryClient),
  });
}
