import { useQuery } from '@tanstack/react-query';
import { presenceHeartbeatMs, PresenceSchema } from '../../../../../contract/admin/presence';
import type { RevisionCollection } from '../../../../../contract/admin/revisions';
import { apiRequest } from '../../../lib/api/request';

export const presenceKeys = {
  item: (collection: RevisionCollection, key: string) => ['admin', 'presence', collection, key] as const,
};

/** The heartbeat of an open editor: says it is open and answers who else has the same item open. */
export function postPresence(collection: RevisionCollection, key: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/${collection}/${key}/presence`, {
    method: 'POST',
    schema: PresenceSchema,
    signal,
    retry: false,
  });
}

/** Beats every 20 s while the editor is mounted, in a background tab too: the item is still open there. */
export function usePresence(collection: RevisionCollection, key: string) {
  return useQuery({
    queryKey: presenceKeys.item(collection, key),
    queryFn: ({ signal }) => postPresence(collection, key, signal),
    refetchInterval: presenceHeartbeatMs,
    refetchIntervalInBackground: true,
    // A missed beat is only a stale hint; the next one is 20 s away.
    retry: false,
  });
}
