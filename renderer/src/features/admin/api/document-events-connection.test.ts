import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamEvent } from '../../../../../contract/event-stream-parser';
import { ApiError } from '../../../lib/api/api-error';
import type { EventStreamOptions } from '../../../lib/api/event-stream';
import { connectDocumentEvents, healthyStreamMs, reconnectDelay } from './document-events-connection';

/** Each attempt to open the stream, settled by the test: end it, fail it, or send it an event. */
interface Attempt {
  options: EventStreamOptions;
  end: () => void;
  fail: (error: unknown) => void;
}

let attempts: Attempt[];
const read = vi.fn(
  (_path: string, options: EventStreamOptions) =>
    new Promise<void>((resolve, reject) => attempts.push({ options, end: resolve, fail: reject })),
);
const handlers = { onEvent: vi.fn(), onDown: vi.fn() };
const lost = () => new ApiError('Network connection error', { status: 0 });
// The longest wait of each step, so the schedule is exact.
const connect = () => connectDocumentEvents('/api/admin/pages/7/events', handlers, { read, random: () => 1 });

/** Lets the failed attempt's promise settle, then moves the clock. */
async function after(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  vi.useFakeTimers();
  attempts = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('reconnectDelay', () => {
  it('waits nothing after a healthy stream, then doubles from about a second up to about 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map((failures) => reconnectDelay(failures, () => 1))).toEqual([
      0, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(3, () => 0)).toBe(2_000);
  });
});

describe('connectDocumentEvents', () => {
  it('opens again after a lost connection, waiting longer each time, and at once after a healthy stream', async () => {
    const stop = connect();
    expect(read).toHaveBeenCalledTimes(1);
    attempts[0]?.fail(lost());
    await after(999);
    expect(read).toHaveBeenCalledTimes(1);
    await after(1);
    expect(read).toHaveBeenCalledTimes(2);
    expect(handlers.onDown).toHaveBeenCalledTimes(1);

    attempts[1]?.fail(lost());
    await after(1_999);
    expect(read).toHaveBeenCalledTimes(2);
    await after(1);
    expect(read).toHaveBeenCalledTimes(3);

    // This one stays open long enough to count as healthy; the server then ends it (as it does at its age).
    await after(healthyStreamMs);
    attempts[2]?.end();
    await after(0);
    expect(read).toHaveBeenCalledTimes(4);
    stop();
  });

  it('treats a stream that ends at once like a failure, so a server that keeps ending it is not hammered', async () => {
    const stop = connect();
    attempts[0]?.end();
    await after(0);
    expect(read).toHaveBeenCalledTimes(1);
    await after(1_000);
    expect(read).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps trying after 429 and 5xx, and gives up when signed out or the item is gone', async () => {
    const stop = connect();
    attempts[0]?.fail(new ApiError('Too many', { status: 429 }));
    await after(1_000);
    attempts[1]?.fail(new ApiError('Server error: 503', { status: 503 }));
    await after(2_000);
    expect(read).toHaveBeenCalledTimes(3);
    attempts[2]?.fail(new ApiError('Unauthorized', { status: 401 }));
    await after(60_000);
    expect(read).toHaveBeenCalledTimes(3);
    stop();
  });

  it('passes on the events it understands and stops for good when stopped, aborting the open stream', async () => {
    const stop = connect();
    const { onEvent, signal } = attempts[0]?.options ?? ({} as EventStreamOptions);
    const send = (event: StreamEvent) => onEvent(event);
    send({ event: 'presence', data: JSON.stringify({ others: [{ id: 2, displayName: 'Alex' }] }) });
    send({ event: 'presence', data: 'not json' });
    send({ event: 'unknown', data: '{}' });
    expect(handlers.onEvent.mock.calls).toEqual([
      [{ event: 'presence', data: { others: [{ id: 2, displayName: 'Alex' }] } }],
    ]);
    stop();
    expect(signal.aborted).toBe(true);
    attempts[0]?.fail(new DOMException('aborted', 'AbortError'));
    await after(60_000);
    expect(read).toHaveBeenCalledTimes(1);
    expect(handlers.onDown).not.toHaveBeenCalled();
  });
});
