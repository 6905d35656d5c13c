import type { DocumentEvent } from '../../../../../contract/admin/document-events';
import { documentEventSchemas } from '../../../../../contract/admin/document-events';
import type { StreamEvent } from '../../../../../contract/event-stream-parser';
import { ApiError } from '../../../lib/api/api-error';
import { readEventStream } from '../../../lib/api/event-stream';

/** A stream that stayed open this long was healthy: when it ends (the server ends each after minutes), reopen at once. */
export const healthyStreamMs = 10_000;
const longestWaitMs = 30_000;

/**
 * How long to wait before opening the stream again after `failures` failed (or short-lived) ones in a row:
 * nothing after a healthy stream, then 0.5–1 s, 1–2 s, 2–4 s … up to 15–30 s, spread so that editors cut off
 * together (a server restart) do not all come back in the same instant.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  if (failures === 0) return 0;
  const ceiling = Math.min(longestWaitMs, 1_000 * 2 ** (failures - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function parseEvent(event: StreamEvent): DocumentEvent | null {
  if (!(event.event in documentEventSchemas)) return null;
  const name = event.event as DocumentEvent['event'];
  try {
    const data = documentEventSchemas[name].safeParse(JSON.parse(event.data));
    return data.success ? ({ event: name, data: data.data } as DocumentEvent) : null;
  } catch {
    return null;
  }
}

export interface DocumentEventsHandlers {
  onEvent: (event: DocumentEvent) => void;
  /** The stream failed: what it said about presence may be stale until it is back. */
  onDown: () => void;
}

export interface ConnectOptions {
  read?: typeof readEventStream;
  random?: () => number;
}

/**
 * Keeps an item's event stream open until `stop` is called: reopened at once after a healthy stream ends, and
 * with a growing delay after failures. A refusal that a retry cannot change (signed out, no such item, a server
 * without the stream) ends the attempts; a 429 or a lost connection does not.
 */
export function connectDocumentEvents(
  path: string,
  handlers: DocumentEventsHandlers,
  options: ConnectOptions = {},
): () => void {
  const read = options.read ?? readEventStream;
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const attempt = async () => {
    controller = new AbortController();
    const openedAt = Date.now();
    let failed = false;
    try {
      await read(path, {
        signal: controller.signal,
        onEvent: (raw) => {
          const event = parseEvent(raw);
          if (event && !stopped) handlers.onEvent(event);
        },
      });
    } catch (error) {
      if (stopped) return;
      handlers.onDown();
      if (error instanceof ApiError && !error.retryable && error.status !== 429) return;
      failed = true;
    }
    if (stopped) return;
    failures = !failed && Date.now() - openedAt >= healthyStreamMs ? 0 : failures + 1;
    timer = setTimeout(() => void attempt(), reconnectDelay(failures, options.random));
  };

  void attempt();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}
