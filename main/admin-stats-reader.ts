import * as z from 'zod/mini';
import { AdminStatsSchema } from '../contract/admin/admin-stats';
import type { BackendInfo } from '../contract/desktop-bridge';
import type { BackendRequestDeps } from './backend-request';
import { callBackend } from './backend-request';
import type { NewSubmissions, SubmissionKindName } from './submission-notifier';

const statsTimeoutMs = 10_000;

/** A GET to the backend as JSON parsed by `schema`, or null for anything but a clear answer. */
async function readJson<T>(
  backend: BackendInfo,
  pathAndQuery: string,
  schema: z.ZodMiniType<T>,
  deps: BackendRequestDeps,
): Promise<T | null> {
  try {
    const response = await callBackend(
      {
        backend,
        pathAndQuery,
        method: 'GET',
        headers: new Headers({ accept: 'application/json' }),
        withToken: backend.authMode === 'token',
        signal: AbortSignal.timeout(statsTimeoutMs),
      },
      deps,
    );
    if (!response.ok) return null;
    const parsed = schema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The active backend's new-submission counts, read in main with that backend's cookies or token (as the
 * admin dashboard reads them). Null for anything but a well-formed answer: signed out, a viewer without
 * access, offline.
 */
export async function readNewSubmissions(
  backend: BackendInfo,
  deps: BackendRequestDeps,
): Promise<NewSubmissions | null> {
  return (await readJson(backend, '/api/admin/stats', AdminStatsSchema, deps))?.newSubmissions ?? null;
}

const NewestSchema = z.object({ items: z.array(z.object({ id: z.number().check(z.int()) })) });

/** The newest new submission of a kind (the list is newest first), or null for anything but a clear answer. */
export async function readNewestNewSubmission(
  backend: BackendInfo,
  kind: SubmissionKindName,
  deps: BackendRequestDeps,
): Promise<number | null> {
  const newest = await readJson(backend, `/api/admin/${kind}-submissions?status=new&pageSize=1`, NewestSchema, deps);
  return newest?.items[0]?.id ?? null;
}
