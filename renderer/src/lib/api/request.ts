import type * as z from 'zod/mini';
import { ApiErrorBodySchema } from '../../../../contract/api-error';
import { getPlatform } from '../platform/platform';
import { ApiError } from './api-error';
import { invalidJsonMessage, requestMessages, serverErrorMessage, unexpectedResponseMessage } from './api-messages';
import { requestRetryDelay, requestTimeoutMs, shouldRetryRequest } from './retry-policy';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions<Schema extends z.ZodMiniType> {
  method?: HttpMethod;
  /** JSON-serialisable data, or FormData (sent as multipart, so no Content-Type of ours). */
  body?: unknown;
  schema: Schema;
  signal?: AbortSignal;
  /** Resolve `null` on a 401 instead of failing: "not signed in" is an answer, not an error. */
  nullOn401?: boolean;
  /** Set false where a caller retries on its own (mutations), so failures are not retried twice. */
  retry?: boolean;
  /** Request headers of the caller's own, e.g. `If-Match` naming the version an admin write changes. */
  headers?: Record<string, string>;
}

export function apiRequest<Schema extends z.ZodMiniType>(
  path: string,
  options: ApiRequestOptions<Schema> & { nullOn401: true },
): Promise<z.output<Schema> | null>;
export function apiRequest<Schema extends z.ZodMiniType>(
  path: string,
  options: ApiRequestOptions<Schema>,
): Promise<z.output<Schema>>;
export async function apiRequest<Schema extends z.ZodMiniType>(
  path: string,
  options: ApiRequestOptions<Schema>,
): Promise<z.output<Schema> | null> {
  const platform = getPlatform();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...options.headers,
    ...(await platform.authHeaders()),
  };
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.body instanceof FormData) {
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (platform.authMode === 'cookie') init.credentials = 'include';
  const url = `${platform.apiBase}${path}`;

  const send: typeof fetch = platform.fetch ?? ((input, requestInit) => fetch(input, requestInit));
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await attemptOnce(send, url, init, path, options);
    } catch (error) {
      if (options.signal?.aborted || options.retry === false || !shouldRetryRequest(error, attempt)) throw error;
    }
    await sleep(requestRetryDelay(attempt - 1), options.signal);
  }
}

async function attemptOnce<Schema extends z.ZodMiniType>(
  send: typeof fetch,
  url: string,
  init: RequestInit,
  path: string,
  options: ApiRequestOptions<Schema>,
): Promise<z.output<Schema> | null> {
  const callerSignal = options.signal;
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  if (callerSignal?.aborted) onCallerAbort();
  const timer = setTimeout(() => controller.abort(), requestTimeoutMs);
  try {
    const response = await send(url, { ...init, signal: controller.signal });
    if (response.status === 401) {
      if (options.nullOn401) return null;
      // The catalogue says "Unauthorized"; sign-in forms still need the server's own reason.
      const serverMessage = errorBodyMessage(await response.text());
      throw new ApiError(requestMessages.unauthorized, { status: 401, serverMessage });
    }
    if (response.status >= 500) throw new ApiError(serverErrorMessage(response.status), { status: response.status });
    const text = await response.text();
    if (!response.ok) throw clientError(response.status, text);
    return await parseBody(text, response.status, path, options.schema);
  } catch (error) {
    if (error instanceof ApiError || callerSignal?.aborted) throw error;
    // No usable answer (offline, DNS, reset, or our own timeout abort): the spec treats all of these alike.
    throw new ApiError(requestMessages.network, { status: 0, cause: error });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

function errorBodyMessage(text: string): string | undefined {
  const body = safeJson(text);
  const parsed = ApiErrorBodySchema.safeParse(body.ok ? body.value : undefined);
  return parsed.success ? parsed.data.error : undefined;
}

function clientError(status: number, text: string): ApiError {
  const body = safeJson(text);
  const parsed = ApiErrorBodySchema.safeParse(body.ok ? body.value : undefined);
  // The whole body goes along: some refusals carry more than words (a 412 names the current version).
  if (parsed.success)
    return new ApiError(parsed.data.error, {
      status,
      fields: parsed.data.fields,
      body: body.ok ? body.value : undefined,
    });
  const raw = text.trim();
  return new ApiError(raw === '' ? requestMessages.apiRequestFailed : raw, { status });
}

async function parseBody<Schema extends z.ZodMiniType>(
  text: string,
  status: number,
  path: string,
  schema: Schema,
): Promise<z.output<Schema>> {
  const body = text.trim() === '' ? { ok: true as const, value: undefined } : safeJson(text);
  if (!body.ok) throw new ApiError(invalidJsonMessage, { status, retryable: false });
  const parsed = await schema.safeParseAsync(body.value);
  if (!parsed.success) {
    throw new ApiError(unexpectedResponseMessage(path), { status, retryable: false, cause: parsed.error });
  }
  return parsed.data;
}

function safeJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
