import { describe, expect, it } from 'vitest';
import type { StreamEvent } from './event-stream-parser';
import { createEventStreamParser } from './event-stream-parser';

const parse = (...chunks: string[]) => {
  const events: StreamEvent[] = [];
  const feed = createEventStreamParser((event) => events.push(event));
  for (const chunk of chunks) feed(chunk);
  return events;
};

describe('createEventStreamParser', () => {
  it('reads named events, ignoring comments, and dispatches on a blank line only', () => {
    expect(parse(': keep-alive\n\nevent: presence\ndata: {"others":[]}\n\nevent: saved\ndata: {}')).toEqual([
      { event: 'presence', data: '{"others":[]}' },
    ]);
  });

  it('joins an event cut anywhere across chunks, CR LF line ends too', () => {
    const text = 'event: saved\r\ndata: {"version":3}\r\n\r\ndata: one\ndata: two\n\n';
    const whole = parse(text);
    expect(whole).toEqual([
      { event: 'saved', data: '{"version":3}' },
      { event: 'message', data: 'one\ntwo' },
    ]);
    for (let cut = 1; cut < text.length; cut += 1) expect(parse(text.slice(0, cut), text.slice(cut))).toEqual(whole);
  });

  it('drops an event without data and keeps a value’s own colons', () => {
    expect(parse('event: empty\n\nevent:x\ndata:a: b\n\n')).toEqual([{ event: 'x', data: 'a: b' }]);
  });
});
