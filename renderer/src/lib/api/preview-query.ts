import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GlobalComponentName } from '../../../../contract/global-components/global-component';
import type { PublicPage, PublicSubpage } from '../../../../contract/pages';
import { PreviewAnswerSchema } from '../../../../contract/preview';
import type { ValidatedArticle } from './insights-fetch';
import { validateArticle } from './insights-fetch';
import { apiRequest } from './request';
import type { ValidatedPage } from './validated-page';
import { validatePage } from './validated-page';

/** Who asks for a draft: signed-in staff by the item's id, anyone by a shared link's secret. */
export type PreviewSource =
  { kind: 'staff'; collection: 'pages' | 'subpages' | 'articles'; id: string } | { kind: 'link'; secret: string };

/**
 * A preview names a page's or subpage's draft, an article's (issue 30), or a header's, footer's or call to
 * action's (issue 29).
 */
export type PreviewedItem =
  | { kind: 'page'; page: ValidatedPage<PublicPage> | ValidatedPage<PublicSubpage> }
  | { kind: 'article'; article: ValidatedArticle }
  | { kind: 'component'; name: GlobalComponentName };

async function getPreview(source: PreviewSource, signal: AbortSignal): Promise<PreviewedItem> {
  const path =
    source.kind === 'staff'
      ? `/api/admin/${source.collection}/${encodeURIComponent(source.id)}/preview`
      : `/api/public/preview/${encodeURIComponent(source.secret)}`;
  const answer = await apiRequest(path, { schema: PreviewAnswerSchema, signal });
  if ('component' in answer) return { kind: 'component', name: answer.component.name };
  if ('article' in answer) return { kind: 'article', article: validateArticle(answer.article) };
  return { kind: 'page', page: validatePage(answer.page) };
}

/** A draft, validated as a public page is; never kept past the screen (each visit shows the draft as saved now). */
export function getPreviewQueryOptions(source: PreviewSource) {
  return queryOptions({
    queryKey: ['preview', source] as const,
    queryFn: ({ signal }) => getPreview(source, signal),
    retry: false,
    gcTime: 0,
  });
}

export function usePreview(source: PreviewSource) {
  return useQuery(getPreviewQueryOptions(source));
}

/** The page a preview shows: the drafted page, or null when it names an article or a component. */
export function usePreviewPage(source: PreviewSource) {
  return useQuery({
    ...getPreviewQueryOptions(source),
    select: (item) => (item.kind === 'page' ? item.page : null),
  });
}
