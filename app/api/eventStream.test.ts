import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../testing/failureOf';
import { ApiError, NetworkError } from './client';
import { NOT_AN_EVENT_STREAM, openEventStream, readEventStream, type StreamedEvent } from './eventStream';

const encoder = new TextEncoder();

/** A reply whose body arrives as these byte chunks. */
function streamedReply(chunks: Uint8Array[], { close = true } = {}): Response {
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[pulls++];
      if (chunk) controller.enqueue(chunk);
      else if (close) controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

/** `text`'s bytes cut every `size` bytes. */
function cutEvery(text: string, size: number): Uint8Array[] {
  const bytes = encoder.encode(text);
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.slice(at, at + size));
  return chunks;
}

/** `text`'s bytes cut at these byte offsets. */
function cutAt(text: string, offsets: number[]): Uint8Array[] {
  const bytes = encoder.encode(text);
  const ends = [...offsets, bytes.length];
  return ends.map((end, i) => bytes.slice(i === 0 ? 0 : ends[i - 1], end));
}

/** Reads the reply, stopping at the event named `last`; returns what was seen. */
async function readAll(response: Response, last = 'answer'): Promise<Array<Pick<StreamedEvent, 'event' | 'data'>>> {
  const seen: Array<Pick<StreamedEvent, 'event' | 'data'>> = [];
  await readEventStream(response, ({ event, data }) => {
    seen.push({ event, data });
    return event === last;
  });
  return seen;
}

const wire = [
  ': keep-alive\n\n',
  'event: text\ndata: {"text":"Fair Housing Act — 42 U.S.C. § 3604 👍\\n"}\n\n',
  'event: text\r\ndata: {"text":"Second line\\n"}\r\n\r\n',
  'event: answer\ndata: {"response":"done","sources":[],"nextSteps":[],"engine":"ai"}\n\n',
].join('');
const expected = [
  { event: 'text', data: '{"text":"Fair Housing Act — 42 U.S.C. § 3604 👍\\n"}' },
  { event: 'text', data: '{"text":"Second line\\n"}' },
  { event: 'answer', data: '{"response":"done","sources":[],"nextSteps":[],"engine":"ai"}' },
];

describe('reading a server-sent event stream', () => {
  it('gives the same events however the bytes are cut, even inside a character', async () => {
    expect(encoder.encode(wire).length).toBeGreaterThan(wire.length); // —, § and 👍 take several bytes
    for (const size of [1, 2, 3, 5, 7, 64, 10_000]) {
      expect(await readAll(streamedReply(cutEvery(wire, size)))).toEqual(expected);
    }
  });

  it('keeps a character whose bytes arrive in two chunks whole', async () => {
    const text = 'event: text\ndata: {"text":"§"}\n\nevent: answer\ndata: {}\n\n';
    const section = encoder.encode(text).indexOf(0xa7); // the second byte of § (C2 A7)
    const events = await readAll(streamedReply(cutAt(text, [section, section + 3])));
    expect(events[0]).toEqual({ event: 'text', data: '{"text":"§"}' });
  });

  it('stops at the last event and does not wait for the stream to close', async () => {
    const events = await readAll(streamedReply(cutEvery(wire, 9), { close: false }));
    expect(events.map((e) => e.event)).toEqual(['text', 'text', 'answer']);
  });

  it('is NetworkError when the stream ends before the last event, even mid-event', async () => {
    const cut = wire.slice(0, wire.indexOf('event: answer') + 20);
    expect(await failureOf(readAll(streamedReply(cutEvery(cut, 4))))).toBeInstanceOf(NetworkError);
    // An event not closed by its blank line is dropped, not guessed at.
    const unfinished = 'event: answer\ndata: {"response":"x"}\n';
    const seen: string[] = [];
    const error = await failureOf(readEventStream(streamedReply([encoder.encode(unfinished)]), (e) => (seen.push(e.data), true)));
    expect(error).toBeInstanceOf(NetworkError);
    expect(seen).toEqual([]);
  });

  it('is NetworkError when the connection breaks', async () => {
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return controller.error(new TypeError('terminated'));
        sent = true;
        controller.enqueue(encoder.encode('event: text\ndata: {"text":"a"}\n\n'));
      },
    });
    const seen: string[] = [];
    const error = await failureOf(readEventStream(new Response(body), (e) => (seen.push(e.data), false)));
    expect(error).toBeInstanceOf(NetworkError);
    expect(seen).toEqual(['{"text":"a"}']);
  });

  it("passes on the handler's own error and reads no further", async () => {
    const seen: string[] = [];
    const error = await failureOf(
      readEventStream(streamedReply([encoder.encode(wire)]), ({ data }) => {
        seen.push(data);
        throw new Error('cannot use this event');
      }),
    );
    expect((error as Error).message).toBe('cannot use this event');
    expect(seen).toHaveLength(1);
  });
});

describe('opening an event stream over HTTP', () => {
  let server: Server;
  let base: string;
  const seen: Array<{ method?: string; contentType?: string; accept?: string; body: string }> = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, contentType: req.headers['content-type'], accept: req.headers.accept, body });
        if (req.url === '/limited') {
          res.writeHead(429, { 'Content-Type': 'application/json' });
          return res.end(JSON.stringify({ error: 'You have reached the limit of searches for now.' }));
        }
        if (req.url === '/json') {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          return res.end('{"response":"x"}');
        }
        res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.write('event: text\ndata: {"text":"Line one\\n"}\n\n');
        res.write('event: te');
        setTimeout(() => {
          const lineTwo = 'xt\ndata: {"text":"Line two\\n"}\n\n';
          // /cut: the connection drops (once line two is out) before the final answer.
          if (req.url === '/cut') return res.write(lineTwo, () => setTimeout(() => res.destroy(), 20));
          res.write(lineTwo);
          res.end('event: answer\ndata: {"response":"Line one\\nLine two\\n"}\n\n');
        }, 20);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the JSON body and reads the events as the server writes them', async () => {
    const events = await readAll(await openEventStream('POST', `${base}/stream`, { query: 'overtime' }));
    expect(events).toEqual([
      { event: 'text', data: '{"text":"Line one\\n"}' },
      { event: 'text', data: '{"text":"Line two\\n"}' },
      { event: 'answer', data: '{"response":"Line one\\nLine two\\n"}' },
    ]);
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      contentType: 'application/json',
      accept: 'text/event-stream',
      body: '{"query":"overtime"}',
    });
  });

  it("is ApiError with the server's words when it refuses before the stream starts", async () => {
    const error = await failureOf(openEventStream('POST', `${base}/limited`, { query: 'overtime' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: 'You have reached the limit of searches for now.' });
  });

  it('is ApiError when a successful reply is not an event stream', async () => {
    const error = await failureOf(openEventStream('POST', `${base}/json`, { query: 'overtime' }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(NOT_AN_EVENT_STREAM);
  });

  it('is NetworkError when the connection drops mid-stream, after the text that did arrive', async () => {
    const texts: string[] = [];
    const response = await openEventStream('POST', `${base}/cut`, { query: 'overtime' });
    const error = await failureOf(readEventStream(response, ({ event, data }) => (texts.push(data), event === 'answer')));
    expect(error).toBeInstanceOf(NetworkError);
    expect(texts).toEqual(['{"text":"Line one\\n"}', '{"text":"Line two\\n"}']);
  });

  it('is NetworkError when there is no server', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await failureOf(openEventStream('POST', `http://127.0.0.1:${port}/stream`, {}))).toBeInstanceOf(NetworkError);
  });
});
