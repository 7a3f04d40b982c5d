// The SSE format of the streamed teleprompter endpoint: what the server writes, the web app reads back.
import { createSseParser, formatSseEvent, type ScriptStreamEvent } from '@cuemap/shared';
import { describe, expect, it } from 'vitest';

describe('script stream events', () => {
  it('writes one frame per event with JSON data on one line', () => {
    expect(formatSseEvent('chunk', { text: 'Hello.\n\nNext' })).toBe('event: chunk\ndata: {"text":"Hello.\\n\\nNext"}\n\n');
  });

  it('reads frames back however the bytes are split, ignoring comments', () => {
    const wire =
      ': keep-alive\n\n' +
      formatSseEvent('chunk', { text: 'Hi, ' }) +
      formatSseEvent('chunk', { text: 'there.\n\nBye.' }) +
      formatSseEvent('done', { script: 'Hi, there.\n\nBye.', source: 'Offline writer' });
    for (const size of [1, 3, 7, wire.length]) {
      const events: ScriptStreamEvent[] = [];
      const feed = createSseParser((event) => events.push(event));
      for (let i = 0; i < wire.length; i += size) feed(wire.slice(i, i + size));
      expect(events).toEqual([
        { event: 'chunk', data: { text: 'Hi, ' } },
        { event: 'chunk', data: { text: 'there.\n\nBye.' } },
        { event: 'done', data: { script: 'Hi, there.\n\nBye.', source: 'Offline writer' } },
      ]);
    }
  });

  it('reads CRLF frames and error events', () => {
    const events: ScriptStreamEvent[] = [];
    createSseParser((event) => events.push(event))('event: error\r\ndata: {"message":"The AI provider answered 500: boom"}\r\n\r\n');
    expect(events).toEqual([{ event: 'error', data: { message: 'The AI provider answered 500: boom' } }]);
  });
});
