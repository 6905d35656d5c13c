import type { QueryClient } from '@tanstack/react-query';
import { adminArticleKeys } from './articles-keys';
import { adminLinkTargetsKey } from './link-targets-query';
import { adminPageKeys } from './pages-keys';
import { adminRedirectsKey } from './redirects-query';
import { revisionKeys } from './revisions-keys';
import { adminSubpageKeys } from './subpages-keys';
import { adminStatsKey } from './stats-query';

/**
 * After any page, subpage or article write: lists, details, revisions, redirects (a rename adds them), what the link tool
 * offers and dashboard counts may all have changed, and so may the public pages visitors see.
 */
export function invalidateAfterPageWrite(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminPageKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminSubpageKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminArticleKeys.all }),
    queryClient.invalidateQueries({ queryKey: revisionKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminStatsKey }),
    queryClient.invalidateQueries({ queryKey: adminRedirectsKey }),
    queryClient.invalidateQueries({ queryKey: adminLinkTargetsKey }),
    queryClient.invalidateQueries({ queryKey: ['public'] }),
  ]).then(() => undefined);
}
