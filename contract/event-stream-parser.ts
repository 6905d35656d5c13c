/** One server-sent event: its name (`message` when unnamed) and its data lines joined by newlines. */
export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream as it arrives, chunk by chunk (a chunk may end anywhere, even inside a line), and
 * calls `onEvent` for each complete event, as the HTML standard's EventSource parses it: `event:` and `data:`
 * fields, comments (`:`) ignored, a blank line dispatching, an event without data dropped. `id:` and `retry:`
 * are ignored: our streams carry neither, and the reader reconnects on its own terms.
 */
export function createEventStreamParser(onEvent: (event: StreamEvent) => void): (chunk: string) => void {
  let buffer = '';
  let name = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: name || 'message', data: data.join('\n') });
      name = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  };
  return (chunk) => {
    buffer += chunk;
    // A lone \r at the very end may be the first half of \r\n: wait for the next chunk to know.
    const lines = buffer.split(/\r\n|\r(?!$)|\n/);
    buffer = lines.pop() ?? '';
    for (const text of lines) line(text);
  };
}
