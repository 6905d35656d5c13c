import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ArticleCreatePayload, ArticleUpdatePayload } from '../../../../../contract/admin/admin-articles';
import { AdminArticleSchema } from '../../../../../contract/admin/admin-articles';
import { apiRequest } from '../../../lib/api/request';
import { adminArticleQueryOptions } from './articles-detail-query';
import { adminArticleKeys } from './articles-keys';
import type { VersionedWrite } from './edit-version';
import { ifMatch } from './edit-version';
import { invalidateAfterPageWrite } from './pages-invalidate';

/* Create, save and delete an article: the page's calls under /api/admin/articles, with the same If-Match rules. */

export function useCreateAdminArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ArticleCreatePayload) =>
      apiRequest('/api/admin/articles', { method: 'POST', body: payload, schema: AdminArticleSchema, retry: false }),
    // The editor it navigates to opens at once on what the server answered.
    onSuccess: (article) => {
      queryClient.setQueryData(adminArticleKeys.detail(article.id), article);
      return invalidateAfterPageWrite(queryClient);
    },
  });
}

export function useUpdateAdminArticle(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, version }: VersionedWrite<ArticleUpdatePayload>) =>
      apiRequest(`/api/admin/articles/${id}`, {
        method: 'PUT',
        body: payload,
        schema: AdminArticleSchema,
        retry: false,
        headers: ifMatch(version),
      }),
    onSuccess: (article) => {
      queryClient.setQueryData(adminArticleKeys.detail(id), article);
      return invalidateAfterPageWrite(queryClient);
    },
  });
}

export function useDeleteAdminArticle(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The version the screen shows: an article saved since is not deleted unseen (412).
    mutationFn: () =>
      apiRequest(`/api/admin/articles/${id}`, {
        method: 'DELETE',
        schema: z.unknown(),
        retry: false,
        headers: ifMatch(queryClient.getQueryData(adminArticleQueryOptions(id).queryKey)?.version),
      }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminArticleKeys.detail(id) });
      return invalidateAfterPageWrite(queryClient);
    },
  });
}
