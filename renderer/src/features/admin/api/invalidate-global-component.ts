import type { QueryClient } from '@tanstack/react-query';
import type { GlobalComponentName } from '../../../../../contract/global-components/global-component';
import { getCtaContentQueryOptions } from '../../../lib/api/cta-content-query';
import { getFooterContentQueryOptions } from '../../../lib/api/footer-content-query';
import { getHeaderConfigQueryOptions } from '../../../lib/api/header-config-query';
import { getAdminGlobalComponentQueryOptions } from './global-component-query';

const publicKeys = {
  header: () => getHeaderConfigQueryOptions().queryKey,
  footer: () => getFooterContentQueryOptions().queryKey,
  cta: () => getCtaContentQueryOptions().queryKey,
} as const;

/** After a save or restore: the admin copy, its revisions (a prefix of its key) and the public site's copy. */
export async function invalidateGlobalComponent(client: QueryClient, name: GlobalComponentName): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: getAdminGlobalComponentQueryOptions(name).queryKey }),
    client.invalidateQueries({ queryKey: publicKeys[name]() }),
  ]);
}
