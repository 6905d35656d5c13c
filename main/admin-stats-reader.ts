import * as z from 'zod/mini';
import { AdminStatsSchema } from '../contract/admin/admin-stats';
import type { BackendInfo } from '../contract/desktop-bridge';
import type { BackendRequestDeps } from './backend-request';
import { callBackend } from './backend-request';
import type { NewSubmissions, SubmissionKindName } from './submission-notifier';

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

const NewestSchema = z.object({ items: z.array(z.object({ id: z.number().check(z.int()) })) });

/** The newest new submission of a kind (the list is newest first), or null for anything but a clear answer. */
export async function readNewestNewSubmission(
  backend: BackendInfo,
  kind: SubmissionKindName,
  deps: BackendRequestDeps,
): Promise<number | null> {
  try {
    const response = await callBackend(
      {
        backend,
        pathAndQuery: `/api/admin/${kind}-submissions?status=new&pageSize=1`,
        method: 'GET',
        headers: new Headers({ accept: 'application/json' }),
        withToken: backend.authMode === 'token',
        signal: AbortSignal.timeout(statsTimeoutMs),
      },
      deps,
    );
    if (!response.ok) return null;
    const parsed = NewestSchema.safeParse(await response.json());
    return parsed.success ? (parsed.data.items[0]?.id ?? null) : null;
  } catch {
    return null;
  }
}
