/** A text/event-stream answer a test writes events into as it goes, and may end, as the server's stream does. */
export interface EventStreamDouble {
  response: Response;
  send(event: string, data: unknown): void;
  end(): void;
}

/** Pass the request's signal: aborting it fails the body, as a real fetch's would. */
export function eventStreamResponse(signal?: AbortSignal | null): EventStreamDouble {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({ start: (started) => void (controller = started) });
  signal?.addEventListener('abort', () => controller?.error(signal.reason), { once: true });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } }),
    send: (event, data) => controller?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller?.close(),
  };
}
