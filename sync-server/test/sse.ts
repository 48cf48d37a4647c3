/** Reading a server-sent events reply in tests, as the app does: event by event, as it arrives. */
export interface ReceivedEvent {
  event: string;
  data: unknown;
}

/** Every event of the reply, in order, calling `onEvent` as each one arrives. */
export async function readEvents(res: Response, onEvent?: (event: ReceivedEvent) => void): Promise<ReceivedEvent[]> {
  const events: ReceivedEvent[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length === 0) continue;
      const received = { event, data: JSON.parse(data.join('\n')) as unknown };
      events.push(received);
      onEvent?.(received);
    }
  }
  return events;
}
