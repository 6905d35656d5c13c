import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { AdminArticle } from '../../../../../contract/admin/admin-articles';
import { AdminArticleSchema } from '../../../../../contract/admin/admin-articles';
import type { AdminGlobalComponent } from '../../../../../contract/admin/admin-global-components';
import { AdminGlobalComponentSchema } from '../../../../../contract/admin/admin-global-components';
import type { AdminPage, AdminSubpage } from '../../../../../contract/admin/admin-pages';
import { AdminPageSchema, AdminSubpageSchema } from '../../../../../contract/admin/admin-pages';
import {
  CreatedPreviewLinkSchema,
  PreviewLinkListSchema,
  PublicationSettingsSchema,
} from '../../../../../contract/admin/publication';
import type { GlobalComponentName } from '../../../../../contract/global-components/global-component';
import { apiRequest } from '../../../lib/api/request';
import { ifMatch } from './edit-version';
import { getAdminGlobalComponentQueryOptions } from './global-component-query';
import { invalidateGlobalComponent } from './invalidate-global-component';
import { invalidateAfterPageWrite } from './pages-invalidate';
import { adminArticleKeys } from './articles-keys';
import { adminPageKeys } from './pages-keys';
import { adminSubpageKeys } from './subpages-keys';

/** What has a working draft to publish, schedule and share: pages, subpages and articles by id, components by name. */
export type PublicationCollection = 'pages' | 'subpages' | 'articles' | 'global-components';
export type PublicationId = number | GlobalComponentName;

const itemSchemas = {
  pages: AdminPageSchema,
  subpages: AdminSubpageSchema,
  articles: AdminArticleSchema,
  'global-components': AdminGlobalComponentSchema,
} as const;

/** The editor reopens on what the server now holds (its query data), and what it changed is read again. */
function afterWrite(
  client: QueryClient,
  collection: PublicationCollection,
  id: PublicationId,
  item: AdminPage | AdminSubpage | AdminArticle | AdminGlobalComponent,
): Promise<void> {
  if (typeof id === 'string') {
    client.setQueryData(getAdminGlobalComponentQueryOptions(id).queryKey, item as AdminGlobalComponent);
    return invalidateGlobalComponent(client, id);
  }
  const detail =
    collection === 'subpages'
      ? adminSubpageKeys.detail
      : collection === 'articles'
        ? adminArticleKeys.detail
        : adminPageKeys.detail;
  const key = detail(id);
  client.setQueryData(key, item);
  return invalidateAfterPageWrite(client);
}

type PublicationAction = ({ kind: 'publish' | 'unpublish' } | { kind: 'schedule'; publishAt: string | null }) & {
  /** Over another version than the one the hook was given: the one a save just made, before publishing it. */
  version?: number;
};

/** Publish, unpublish and "publish at" of one item: writes over the version the editor holds. */
export function usePublicationActions(collection: PublicationCollection, id: PublicationId, version: number) {
  const queryClient = useQueryClient();
  const base = `/api/admin/${collection}/${id}`;
  const write = (path: string, method: 'POST' | 'PUT', over: number, body?: unknown) =>
    apiRequest(`${base}/${path}`, {
      method,
      body,
      schema: itemSchemas[collection],
      retry: false,
      headers: ifMatch(over),
    });
  return useMutation({
    mutationFn: (action: PublicationAction) =>
      action.kind === 'schedule'
        ? write('schedule', 'PUT', action.version ?? version, { publishAt: action.publishAt })
        : write(action.kind, 'POST', action.version ?? version),
    onSuccess: (item) => afterWrite(queryClient, collection, id, item),
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

const previewLinksKey = (collection: PublicationCollection, id: PublicationId) =>
  ['admin', 'preview-links', collection, id] as const;

export function usePreviewLinks(collection: PublicationCollection, id: PublicationId) {
  return useQuery({
    queryKey: previewLinksKey(collection, id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/${collection}/${id}/preview-links`, { schema: PreviewLinkListSchema, signal }),
    retry: false,
  });
}

/** Making and revoking a link name the version the editor shows (If-Match), so nobody shares a draft unseen. */
export function usePreviewLinkActions(collection: PublicationCollection, id: PublicationId, version: number) {
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
