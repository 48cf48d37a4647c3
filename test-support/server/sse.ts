/** Reading a server-sent events reply in tests as the app does: event by event, as it arrives. */
import { createParser } from 'eventsource-parser';

export interface ReceivedEvent {
  event: string;
  data: unknown;
}

/** Every event of the reply, in order, calling `onEvent` as each one arrives. */
export async function readEvents(res: Response, onEvent?: (event: ReceivedEvent) => void): Promise<ReceivedEvent[]> {
  const events: ReceivedEvent[] = [];
  const parser = createParser({
    onEvent({ event, data }) {
      const received = { event: event ?? 'message', data: JSON.parse(data) as unknown };
      events.push(received);
      onEvent?.(received);
    },
  });
  for await (const text of res.body!.pipeThrough(new TextDecoderStream())) parser.feed(text);
  return events;
}
