import { describe, expect, it } from 'vitest';
import { createSseParser, type ServerSentEvent } from './sse-parser';

function parse(chunks: string[]) {
  const events: ServerSentEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

describe('createSseParser', () => {
  it('reads data events and named events, skipping comments', () => {
    expect(
      parse([': quotes\n\ndata: {"a":1}\n\nevent: unavailable\ndata: {"b":2}\n\n: keep-alive\n\n']),
    ).toEqual([
      { event: 'message', data: '{"a":1}' },
      { event: 'unavailable', data: '{"b":2}' },
    ]);
  });

  it('joins chunks cut inside lines and inside a CRLF', () => {
    expect(parse(['da', 'ta: 1\r', '\n\r', '\ndata:2\n', '\n'])).toEqual([
      { event: 'message', data: '1' },
      { event: 'message', data: '2' },
    ]);
  });

  it('joins multi-line data and waits for the blank line', () => {
    const events = parse(['data: a\ndata: b\n']);
    expect(events).toEqual([]);
    expect(parse(['data: a\ndata: b\n\n'])).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
