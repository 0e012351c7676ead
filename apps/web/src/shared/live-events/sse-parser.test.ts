import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse-parser';

function parse(chunks: string[]): SseMessage[] {
  const out: SseMessage[] = [];
  const push = createSseParser((message) => out.push(message));
  for (const chunk of chunks) push(chunk);
  return out;
}

describe('createSseParser', () => {
  it('dispatches an event at the blank line, skipping comments and ids', () => {
    expect(
      parse([': connected\n\n', 'id: 1\nevent: admin.order.created\ndata: {"id":1}\n\n', ': heartbeat\n\n']),
    ).toEqual([{ event: 'admin.order.created', data: '{"id":1}' }]);
  });

  it('joins data lines, accepts CRLF and CR, and events cut anywhere between chunks', () => {
    const text = 'event: a\r\ndata: one\r\ndata:two\r\n\r\nevent: b\rdata: x\r\r';
    const whole = parse([text]);
    expect(whole).toEqual([
      { event: 'a', data: 'one\ntwo' },
      { event: 'b', data: 'x' },
    ]);
    // Every split point gives the same events.
    for (let i = 1; i < text.length; i++) {
      if (text[i - 1] === '\r' && text[i] === '\n') continue; // a CRLF cut in two reads as two line ends
      expect(parse([text.slice(0, i), text.slice(i)]), `cut at ${i}`).toEqual(whole);
    }
  });

  it('names an event without `event:` "message" and drops one without data', () => {
    expect(parse(['data: plain\n\nevent: empty\n\n'])).toEqual([{ event: 'message', data: 'plain' }]);
  });
});
