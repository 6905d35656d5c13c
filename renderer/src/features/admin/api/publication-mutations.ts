import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { AdminPageSchema, AdminSubpageSchema } from '../../../../../contract/admin/admin-pages';
import {
  CreatedPreviewLinkSchema,
  PreviewLinkListSchema,
  PublicationSettingsSchema,
} from '../../../../../contract/admin/publication';
import { apiRequest } from '../../../lib/api/request';
import { ifMatch } from './edit-version';
import { invalidateAfterPageWrite } from './pages-invalidate';
import { adminPageKeys } from './pages-keys';
import { adminSubpageKeys } from './subpages-keys';

export type PublicationCollection = 'pages' | 'subpages';

const itemSchemas = { pages: AdminPageSchema, subpages: AdminSubpageSchema } as const;
const detailKeys = { pages: adminPageKeys.detail, subpages: adminSubpageKeys.detail } as const;

/** Publish, unpublish and "publish at" of one page or subpage: writes over the version the editor holds. */
export function usePublicationActions(collection: PublicationCollection, id: number, version: number) {
  const queryClient = useQueryClient();
  const base = `/api/admin/${collection}/${id}`;
  const write = (path: string, method: 'POST' | 'PUT', body?: unknown) =>
    apiRequest(`${base}/${path}`, {
      method,
      body,
      schema: itemSchemas[collection],
      retry: false,
      headers: ifMatch(version),
    });
  return useMutation({
    mutationFn: (action: { kind: 'publish' | 'unpublish' } | { kind: 'schedule'; publishAt: string | null }) =>
      action.kind === 'schedule'
        ? write('schedule', 'PUT', { publishAt: action.publishAt })
        : write(action.kind, 'POST'),
    onSuccess: (item) => {
      queryClient.setQueryData(detailKeys[collection](id), item);
      return invalidateAfterPageWrite(queryClient);
    },
  });
}

const settingsKey = ['admin', 'publication-settings'] as const;

export function usePublicationSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/publication-settings', { schema: PublicationSettingsSchema, signal }),
    staleTime: Infinity,
  });
}

const previewLinksKey = (collection: PublicationCollection, id: number) =>
  ['admin', 'preview-links', collection, id] as const;

export function usePreviewLinks(collection: PublicationCollection, id: number) {
  return useQuery({
    queryKey: previewLinksKey(collection, id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/${collection}/${id}/preview-links`, { schema: PreviewLinkListSchema, signal }),
    retry: false,
  });
}

/** Making and revoking a link name the version the editor shows (If-Match), so nobody shares a draft unseen. */
export function usePreviewLinkActions(collection: PublicationCollection, id: number, version: number) {
  const client = useQueryClient();
  const base = `/api/admin/${collection}/${id}/preview-links`;
  const settle = () => client.invalidateQueries({ queryKey: previewLinksKey(collection, id) });
  const create = useMutation({
    mutationFn: (days: number) =>
      apiRequest(base, {
        method: 'POST',
        body: { days },
        schema: CreatedPreviewLinkSchema,
        retry: false,
        headers: ifMatch(version),
      }),
    onSettled: settle,
  });
  const revoke = useMutation({
    mutationFn: (linkId: number) =>
      apiRequest(`${base}/${linkId}`, {
        method: 'DELETE',
        schema: z.undefined(),
        retry: false,
        headers: ifMatch(version),
      }),
    onSettled: settle,
  });
  return { create, revoke };
}
