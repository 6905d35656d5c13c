import type { StreamEvent } from '../../contract/event-stream-parser';
import { createEventStreamParser } from '../../contract/event-stream-parser';

export interface ReceivedEvent {
  event: string;
  data: unknown;
}

export interface EventStreamClient {
  status: number;
  headers: Headers;
  /** Every event so far, its data parsed as JSON. */
  events: ReceivedEvent[];
  /** Resolves with the first event at or after index `since` named `event` that `matches`; fails after `timeoutMs`. */
  waitFor<T>(
    event: string,
    matches?: (data: T) => boolean,
    options?: { since?: number; timeoutMs?: number },
  ): Promise<T>;
  /** Settles when the server ended the stream or `close` was called. */
  ended: Promise<void>;
  close(): void;
}

/** Opens a server-sent event stream with fetch, as the renderer does, and collects its events for a test. */
export async function openEventStreamClient(url: string, headers: Record<string, string>): Promise<EventStreamClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  const feed = createEventStreamParser((event: StreamEvent) => {
    events.push({ event: event.event, data: JSON.parse(event.data) as unknown });
    for (const waiter of [...waiters]) waiter();
  });
  let over = false;
  const ended = (async () => {
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (let next = await reader?.read(); next && !next.done; next = await reader?.read()) feed(next.value);
    } catch {
      // Aborted by close(): the stream is over either way.
    } finally {
      over = true;
      for (const waiter of [...waiters]) waiter();
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    events,
    ended,
    close: () => controller.abort(),
    waitFor<T>(
      event: string,
      matches: (data: T) => boolean = () => true,
      options: { since?: number; timeoutMs?: number } = {},
    ) {
      const { since = 0, timeoutMs = 2_000 } = options;
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = events
            .slice(since)
            .find((candidate) => candidate.event === event && matches(candidate.data as T));
          if (found) return done(() => resolve(found.data as T));
          if (over) done(() => reject(new Error(`the stream ended without a matching "${event}" event`)));
        };
        const timer = setTimeout(
          () =>
            done(() =>
              reject(new Error(`no matching "${event}" event within ${timeoutMs} ms: ${JSON.stringify(events)}`)),
            ),
          timeoutMs,
        );
        const done = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      });
    },
  };
}
