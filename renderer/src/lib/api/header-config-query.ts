import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ChromePreview } from '../preview/chrome-preview';
import { chromePreviewAtom, previewsComponent } from '../preview/chrome-preview';

/**
 * The published header, or its working draft while the site is previewed (see `chromePreviewAtom`), under a key of
 * its own. The fetcher validates the answer with the contract's schemas, so it loads on the first fetch (see its
 * module).
 */
export function getHeaderConfigQueryOptions(preview: ChromePreview | null = null) {
  return queryOptions({
    queryKey: preview
      ? (['preview', 'global-components', 'header', preview] as const)
      : (['public', 'global-components', 'header'] as const),
    queryFn: async ({ signal }) =>
      (await import('./public-content-fetch')).getHeaderConfig(signal, preview ?? undefined),
    // The published header stays drawn until the draft arrives, rather than the built-in one in between.
    placeholderData: preview ? keepPreviousData : undefined,
  });
}

export function useHeaderConfig() {
  const preview = useAtomValue(chromePreviewAtom);
  return useQuery(getHeaderConfigQueryOptions(previewsComponent(preview, 'header') ? preview : null));
}
