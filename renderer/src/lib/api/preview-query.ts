import { queryOptions, useQuery } from '@tanstack/react-query';
import { PreviewAnswerSchema } from '../../../../contract/preview';
import { apiRequest } from './request';
import { validatePage } from './validated-page';

/** Who asks for a draft: signed-in staff by the item's id, anyone by a shared link's secret. */
export type PreviewSource =
  { kind: 'staff'; collection: 'pages' | 'subpages'; id: string } | { kind: 'link'; secret: string };

function previewPath(source: PreviewSource): string {
  return source.kind === 'staff'
    ? `/api/admin/${source.collection}/${encodeURIComponent(source.id)}/preview`
    : `/api/public/preview/${encodeURIComponent(source.secret)}`;
}

/** A draft, validated as a public page is; never kept past the screen (each visit shows the draft as saved now). */
export function getPreviewQueryOptions(source: PreviewSource) {
  return queryOptions({
    queryKey: ['preview', source] as const,
    queryFn: async ({ signal }) =>
      validatePage((await apiRequest(previewPath(source), { schema: PreviewAnswerSchema, signal })).page),
    retry: false,
    gcTime: 0,
  });
}

export function usePreview(source: PreviewSource) {
  return useQuery(getPreviewQueryOptions(source));
}
