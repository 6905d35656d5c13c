import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ChromePreview } from '../preview/chrome-preview';
import { chromePreviewAtom, previewsComponent } from '../preview/chrome-preview';

/** As the header's (header-config-query.ts): the published call to action, or its draft in a preview. */
export function getCtaContentQueryOptions(preview: ChromePreview | null = null) {
  return queryOptions({
    queryKey: preview
      ? (['preview', 'global-components', 'cta', preview] as const)
      : (['public', 'global-components', 'cta'] as const),
    queryFn: async ({ signal }) => (await import('./public-content-fetch')).getCtaContent(signal, preview ?? undefined),
    placeholderData: preview ? keepPreviousData : undefined,
  });
}

/** The shared call to action; `enabled: false` where the page has its own (nothing is fetched then). */
export function useCtaContent({ enabled }: { enabled: boolean }) {
  const preview = useAtomValue(chromePreviewAtom);
  return useQuery({ ...getCtaContentQueryOptions(previewsComponent(preview, 'cta') ? preview : null), enabled });
}
