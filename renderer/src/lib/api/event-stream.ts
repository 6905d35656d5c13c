import type { StreamEvent } from '../../../../contract/event-stream-parser';
import { createEventStreamParser } from '../../../../contract/event-stream-parser';
import { getPlatform } from '../platform/platform';
import { ApiError } from './api-error';
import { requestMessages, serverErrorMessage } from './api-messages';

export interface EventStreamOptions {
  signal: AbortSignal;
  onEvent: (event: StreamEvent) => void;
}

function refusal(status: number): ApiError {
  if (status === 401) return new ApiError(requestMessages.unauthorized, { status });
  if (status >= 500) return new ApiError(serverErrorMessage(status), { status });
  return new ApiError(requestMessages.apiRequestFailed, { status });
}

/**
 * Reads a server-sent event stream from the API until it ends, calling `onEvent` for each event as it arrives.
 * With fetch rather than EventSource, which can send neither the bearer token (web, token mode) nor choose its
 * own reconnection; on the desktop the request goes through main like any other (main/api-forwarding.ts).
 * Resolves when the server ends the stream; fails with an ApiError (status 0 for a lost connection) otherwise.
 */
export async function readEventStream(path: string, { signal, onEvent }: EventStreamOptions): Promise<void> {
  const platform = getPlatform();
  const init: RequestInit = {
    headers: { Accept: 'text/event-stream', ...(await platform.authHeaders()) },
    signal,
    cache: 'no-store',
  };
  if (platform.authMode === 'cookie') init.credentials = 'include';
  const send: typeof fetch = platform.fetch ?? ((input, requestInit) => fetch(input, requestInit));
  try {
    const response = await send(`${platform.apiBase}${path}`, init);
    if (!response.ok) throw refusal(response.status);
    // A server that answers something else (one older than the stream) will not start streaming on a retry.
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith('text/event-stream') || !response.body) {
      throw new ApiError(requestMessages.apiRequestFailed, { status: response.status, retryable: false });
    }
    const feed = createEventStreamParser(onEvent);
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      feed(decoder.decode(next.value, { stream: true }));
    }
  } catch (error) {
    if (error instanceof ApiError || signal.aborted) throw error;
    throw new ApiError(requestMessages.network, { status: 0, cause: error });
  }
}
