import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevisionCollection } from '../../../../../contract/admin/revisions';
import { apiRequest } from '../../../lib/api/request';
import { invalidateAfterPageWrite } from './pages-invalidate';
import { AdminPageSchema, AdminSubpageSchema } from '../../../../../contract/admin/admin-pages';

type PageCollection = Extract<RevisionCollection, 'pages' | 'subpages'>;
const schemas = { pages: AdminPageSchema, subpages: AdminSubpageSchema } as const;

/** Restores a page or subpage revision; the server keeps the current version as a revision first. */
export function restorePageRevision(collection: PageCollection, id: number, revisionId: number) {
  return apiRequest(`/api/admin/${collection}/${id}/revisions/${revisionId}/restore`, {
    method: 'POST',
    schema: schemas[collection],
    retry: false,
  });
}

export function useRestorePageRevision(collection: PageCollection, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: number) => restorePageRevision(collection, id, revisionId),
    onSuccess: () => invalidateAfterPageWrite(queryClient),
  });
}
