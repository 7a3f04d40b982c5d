// The streamed teleprompter endpoint's wire format (server-sent events over a POST response), both ends.
//
//   event: chunk   data: {"text":"…"}                 a piece of the script, in order
//   event: done    data: {"script":"…", …}            the whole script, as the JSON endpoint returns it
//   event: error   data: {"message":"…"}              the generation failed; nothing was charged or saved

export type ScriptStreamEvent =
  | { event: 'chunk'; data: { text: string } }
  | { event: 'done'; data: { script: string; source?: string } & Record<string, unknown> }
  | { event: 'error'; data: { message: string } & Record<string, unknown> };

/** One SSE frame. JSON keeps the data on a single line whatever the text contains. */
export function formatSseEvent(event: ScriptStreamEvent['event'], data: ScriptStreamEvent['data']): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * An incremental SSE reader for fetch() bodies (EventSource cannot POST): feed it decoded text as
 * it arrives; it calls back once per complete event with the event name and its parsed JSON data.
 */
export function createSseParser(onEvent: (event: ScriptStreamEvent) => void): (text: string) => void {
  let buffer = '';
  return (text: string) => {
    buffer += text.replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of frame.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (!data.length) continue;
      onEvent({ event, data: JSON.parse(data.join('\n')) } as ScriptStreamEvent);
    }
  };
}
