/**
 * streamAnswer over a real Koa app on an ephemeral port, read as the app reads it: the events in
 * the order produce writes them, on the wire exactly as core/schemas/legal.ts formats them; an
 * error becomes the `error` event (or, before any text, an ordinary JSON reply); a reader that
 * leaves aborts produce.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { serverMessages } from '../../core/schemas/errors';
import { formatStreamEvent, type SearchResponse } from '../../core/schemas/legal';
import { readEvents } from '../../test-support/server/sse';
import { errorMiddleware } from './errorMiddleware';
import { ApiError } from './errors';
import { streamAnswer } from './eventStream';

const ANSWER: SearchResponse = {
  response: 'A debt collector may not call you at work if it knows your employer forbids it.',
  sources: [],
  nextSteps: [],
  engine: 'built-in',
};

type Produce = Parameters<typeof streamAnswer>[1];

let server: Server | undefined;
const logged: unknown[][] = [];
/** streamAnswer logs a failed answer on the server (never to the reader). */
let serverLog: MockInstance<typeof console.error>;
beforeEach(() => {
  serverLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  serverLog.mockRestore();
  logged.length = 0;
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  server = undefined;
});

/** The app's error handling, then one route that streams what `produce` writes. */
async function serve(produce: Produce): Promise<string> {
  const app = new Koa();
  app.silent = true;
  app.use(errorMiddleware((...a) => logged.push(a)));
  app.use((ctx) => streamAnswer(ctx, produce));
  server = createServer(app.callback());
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe('streamAnswer', () => {
  it('sends each text as produce writes it, then the answer, with the event-stream headers', async () => {
    let seen!: () => void;
    const firstSeen = new Promise<void>((r) => (seen = r));
    const url = await serve(async (onText) => {
      onText('First line.\n');
      // The rest waits until the reader has the first text: it was sent, not held to the end.
      await firstSeen;
      onText('Second line.\n');
      return ANSWER;
    });
    const res = await fetch(url, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    const events = await readEvents(res, (event) => {
      if (event.event === 'text') seen();
    });
    expect(events).toEqual([
      { event: 'text', data: { text: 'First line.\n' } },
      { event: 'text', data: { text: 'Second line.\n' } },
      { event: 'answer', data: ANSWER },
    ]);
  });

  it('writes the events byte for byte as core/schemas/legal.ts formats them', async () => {
    const url = await serve(async (onText) => {
      onText('One.\n');
      onText('Two.\n');
      return ANSWER;
    });
    const body = await (await fetch(url, { method: 'POST' })).text();
    expect(body).toBe(
      formatStreamEvent({ event: 'text', data: { text: 'One.\n' } }) +
        formatStreamEvent({ event: 'text', data: { text: 'Two.\n' } }) +
        formatStreamEvent({ event: 'answer', data: ANSWER }),
    );
  });

  it('sends only the answer when produce writes no text', async () => {
    const url = await serve(async () => ANSWER);
    const events = await readEvents(await fetch(url, { method: 'POST' }));
    expect(events).toEqual([{ event: 'answer', data: ANSWER }]);
  });

  it('ends with the error event, in the generic words, when produce fails after its first text', async () => {
    const url = await serve(async (onText) => {
      onText('First line.\n');
      await new Promise((r) => setTimeout(r, 20));
      throw new Error('secret upstream detail');
    });
    const res = await fetch(url, { method: 'POST' });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toBe(
      formatStreamEvent({ event: 'text', data: { text: 'First line.\n' } }) +
        formatStreamEvent({ event: 'error', data: { error: serverMessages.internal } }),
    );
    expect(body).not.toContain('secret upstream detail');
    expect(String(serverLog.mock.calls[0]?.[1])).toContain('secret upstream detail');
  });

  it("ends with an ApiError's own message as the error event", async () => {
    const url = await serve(async (onText) => {
      onText('First line.\n');
      await new Promise((r) => setTimeout(r, 20));
      throw new ApiError(429, 'Too many questions. Please wait a minute.');
    });
    const events = await readEvents(await fetch(url, { method: 'POST' }));
    expect(events).toEqual([
      { event: 'text', data: { text: 'First line.\n' } },
      { event: 'error', data: { error: 'Too many questions. Please wait a minute.' } },
    ]);
  });

  it('answers an error before any text as an ordinary JSON reply, not a stream', async () => {
    const url = await serve(async () => {
      throw new ApiError(429, 'Too many questions. Please wait a minute.', { headers: { 'Retry-After': '60' } });
    });
    const res = await fetch(url, { method: 'POST' });
    expect(res.status).toBe(429);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toEqual({ error: 'Too many questions. Please wait a minute.' });
  });

  it('aborts produce when the reader goes away, and writes nothing after', async () => {
    let stopped!: (reason: unknown) => void;
    const produceStopped = new Promise<unknown>((r) => (stopped = r));
    let textsAfterAbort = 0;
    const url = await serve(
      (onText, cancel) =>
        new Promise<SearchResponse>((resolve, reject) => {
          onText('First line.\n');
          // A model writing on until it is told to stop.
          const writing = setInterval(() => {
            if (cancel.aborted) textsAfterAbort++;
            onText('More.\n');
          }, 10);
          const done = setTimeout(() => {
            clearInterval(writing);
            resolve(ANSWER);
          }, 10_000);
          cancel.addEventListener('abort', () => {
            clearInterval(writing);
            clearTimeout(done);
            stopped(cancel.reason);
            reject(new Error('cancelled'));
          });
        }),
    );
    const reading = new AbortController();
    const res = await fetch(url, { method: 'POST', signal: reading.signal });
    await readEvents(res, (event) => {
      if (event.event === 'text') reading.abort();
    }).catch(() => undefined);
    await expect(produceStopped).resolves.toBeInstanceOf(Error);
    expect(textsAfterAbort).toBe(0);
  });
});
