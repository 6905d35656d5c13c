import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ChromePreview } from '../preview/chrome-preview';
import { chromePreviewAtom, previewsComponent } from '../preview/chrome-preview';

/** As the header's (header-config-query.ts): the published footer, or its draft in a preview. */
export function getFooterContentQueryOptions(preview: ChromePreview | null = null) {
  return queryOptions({
    queryKey: preview
      ? (['preview', 'global-components', 'footer', preview] as const)
      : (['public', 'global-components', 'footer'] as const),
    queryFn: async ({ signal }) =>
      (await import('./public-content-fetch')).getFooterContent(signal, preview ?? undefined),
    placeholderData: preview ? keepPreviousData : undefined,
  });
}

export function useFooterContent() {
  const preview = useAtomValue(chromePreviewAtom);
  return useQuery(getFooterContentQueryOptions(previewsComponent(preview, 'footer') ? preview : null));
}
