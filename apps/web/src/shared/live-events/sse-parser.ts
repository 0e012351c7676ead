/** One Server-Sent Event as the stream delivered it. */
export interface SseMessage {
  event: string;
  data: string;
}

/**
 * Parses a text/event-stream as chunks arrive (a chunk may end anywhere, even inside a line):
 * `event:` and `data:` fields (several data lines join with a newline), comment lines (`:` —
 * the server's heartbeats) ignored, a blank line dispatching the event. Follows the HTML
 * specification's parsing of the fields the staff stream uses.
 */
export function createSseParser(onMessage: (message: SseMessage) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const dispatch = () => {
    if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };
  return (chunk) => {
    buffer += chunk;
    for (;;) {
      const end = buffer.search(/\r\n|\r|\n/);
      if (end === -1) return;
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + (buffer.startsWith('\r\n', end) ? 2 : 1));
      if (line === '') {
        dispatch();
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
  };
}
