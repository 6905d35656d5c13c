import { AdminStatsSchema } from '../contract/admin/admin-stats';
import type { BackendInfo } from '../contract/desktop-bridge';
import type { BackendRequestDeps } from './backend-request';
import { callBackend } from './backend-request';
import type { NewSubmissions } from './submission-notifier';

const statsTimeoutMs = 10_000;

/**
 * The active backend's new-submission counts, read in main with that backend's cookies or token (as the
 * admin dashboard reads them). Null for anything but a well-formed answer: signed out, a viewer without
 * access, offline.
 */
export async function readNewSubmissions(
  backend: BackendInfo,
  deps: BackendRequestDeps,
): Promise<NewSubmissions | null> {
  try {
    const response = await callBackend(
      {
        backend,
        pathAndQuery: '/api/admin/stats',
        method: 'GET',
        headers: new Headers({ accept: 'application/json' }),
        withToken: backend.authMode === 'token',
        signal: AbortSignal.timeout(statsTimeoutMs),
      },
      deps,
    );
    if (!response.ok) return null;
    const parsed = AdminStatsSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.newSubmissions : null;
  } catch {
    return null;
  }
}
