import { queryOptions } from '@tanstack/react-query';
import type { DesktopBridge } from '../../../../contract/desktop-bridge';

/**
 * The configured backends and the active one, from main. Never stale: every window reloads when the
 * backend settings change, so a fresh answer comes with the reload.
 */
export function desktopBackendsQueryOptions(bridge: DesktopBridge) {
  return queryOptions({
    queryKey: ['desktop', 'backends'],
    queryFn: async () => {
      const [active, list] = await Promise.all([bridge.backend.get(), bridge.backend.list()]);
      return { active, list };
    },
    staleTime: Infinity,
  });
}
