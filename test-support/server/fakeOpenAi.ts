/**
 * A fake OpenAI-compatible server on 127.0.0.1 (POST /v1/chat/completions), answering in the
 * shapes of OpenAI's Chat Completions API: a `chat.completion` object, or `chat.completion.chunk`
 * server-sent events ending in `data: [DONE]` when the request asks to stream. The real `openai`
 * SDK talks to it. A test scripts each reply; every request is recorded.
 * Used by the server tests and the end-to-end test (its server points OPENAI_BASE_URL here).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatMessageSent {
  role: string;
  content: string;
}

export interface ChatRequestSeen {
  model: string;
  messages: ChatMessageSent[];
  stream: boolean;
  maxTokens: number | undefined;
  authorization: string | undefined;
}

/** How the fake answers one request. */
export type FakeReply =
  /** A normal answer (streamed in `chunks` pieces when the request asks to stream). */
  | { kind: 'text'; text: string; chunks?: number; chunkDelayMs?: number; finishReason?: 'stop' | 'length' }
  /** Streamed: these pieces, with a pause before each one listed in `pauses` (index → ms, or until the promise settles). */
  | { kind: 'pieces'; pieces: string[]; pauses?: Record<number, number | Promise<void>> }
  /** The model declines (OpenAI's `refusal` field). */
  | { kind: 'refusal'; refusal: string }
  /** An HTTP error reply, in OpenAI's error shape. */
  | { kind: 'status'; status: number; message?: string }
  /** A 200 whose body is not a chat completion. */
  | { kind: 'raw'; body: string; contentType?: string }
  /** Headers and nothing more for `ms` (then the answer `text`, if given). */
  | { kind: 'slow'; ms: number; text?: string };

export type ReplyScript = (request: ChatRequestSeen) => FakeReply;

export interface FakeOpenAi {
  /** The base URL for OPENAI_BASE_URL ("http://127.0.0.1:port/v1"). */
  baseUrl: string;
  requests: ChatRequestSeen[];
  /** Streamed replies whose reader hung up before the end. */
  readonly hangUps: number;
  /** Every later request is answered by `script`. */
  answerWith(script: ReplyScript | FakeReply): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function completion(model: string, message: Record<string, unknown>, finishReason: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', content: null, refusal: null, ...message }, logprobs: null, finish_reason: finishReason },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  };
}

function chunk(model: string, delta: Record<string, unknown>, finishReason: string | null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
}

/** `text` cut into `count` pieces of about equal length. */
export function splitText(text: string, count: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / Math.max(1, count)));
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

async function stream(
  res: ServerResponse,
  model: string,
  pieces: string[],
  pauses: Record<number, number | Promise<void>>,
  finishReason = 'stop',
  onHangUp = () => {},
) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  send(chunk(model, { role: 'assistant', content: '' }, null));
  for (const [i, piece] of pieces.entries()) {
    const pause = pauses[i];
    if (typeof pause === 'number') await sleep(pause);
    else if (pause) await pause;
    if (res.destroyed) return onHangUp();
    send(chunk(model, { content: piece }, null));
  }
  send(chunk(model, {}, finishReason));
  res.end('data: [DONE]\n\n');
}

async function answer(req: IncomingMessage, res: ServerResponse, script: ReplyScript, seen: ChatRequestSeen[], onHangUp: () => void) {
  if (req.method !== 'POST' || !/\/chat\/completions$/.test(req.url ?? '')) {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }));
    return;
  }
  const body = JSON.parse(await readBody(req)) as {
    model: string;
    messages: ChatMessageSent[];
    stream?: boolean;
    max_tokens?: number;
    max_completion_tokens?: number;
  };
  const request: ChatRequestSeen = {
    model: body.model,
    messages: body.messages,
    stream: body.stream === true,
    maxTokens: body.max_tokens ?? body.max_completion_tokens,
    authorization: req.headers.authorization,
  };
  seen.push(request);
  const reply = script(request);
  const json = (status: number, data: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(data));
  };
  switch (reply.kind) {
    case 'text':
      if (request.stream) {
        const pauses = reply.chunkDelayMs
          ? Object.fromEntries(splitText(reply.text, reply.chunks ?? 8).map((_, i) => [i, reply.chunkDelayMs!]))
          : {};
        return stream(res, request.model, splitText(reply.text, reply.chunks ?? 8), pauses, reply.finishReason, onHangUp);
      }
      return json(200, completion(request.model, { content: reply.text }, reply.finishReason ?? 'stop'));
    case 'pieces':
      if (request.stream) return stream(res, request.model, reply.pieces, reply.pauses ?? {}, 'stop', onHangUp);
      // Unstreamed, the model still takes as long to write the whole answer.
      for (const pause of Object.values(reply.pauses ?? {})) {
        if (typeof pause === 'number') await sleep(pause);
        else await pause;
      }
      return json(200, completion(request.model, { content: reply.pieces.join('') }, 'stop'));
    case 'refusal':
      if (request.stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(`data: ${JSON.stringify(chunk(request.model, { role: 'assistant', refusal: reply.refusal }, null))}\n\n`);
        res.write(`data: ${JSON.stringify(chunk(request.model, {}, 'stop'))}\n\n`);
        return void res.end('data: [DONE]\n\n');
      }
      return json(200, completion(request.model, { refusal: reply.refusal }, 'stop'));
    case 'status':
      return json(reply.status, {
        error: {
          message: reply.message ?? `Fake upstream error ${reply.status}`,
          type: reply.status === 429 ? 'rate_limit_exceeded' : 'server_error',
          code: null,
        },
      });
    case 'raw':
      res.writeHead(200, { 'content-type': reply.contentType ?? 'application/json' });
      return void res.end(reply.body);
    case 'slow':
      await sleep(reply.ms);
      if (res.destroyed) return;
      if (reply.text === undefined) return json(500, { error: { message: 'too late' } });
      return json(200, completion(request.model, { content: reply.text }, 'stop'));
  }
}

export async function startFakeOpenAi(initial: ReplyScript | FakeReply = { kind: 'text', text: 'Hello.' }): Promise<FakeOpenAi> {
  const requests: ChatRequestSeen[] = [];
  let hangUps = 0;
  let script: ReplyScript = typeof initial === 'function' ? initial : () => initial;
  const server: Server = createServer((req, res) => {
    answer(req, res, script, requests, () => (hangUps += 1)).catch(() => {
      if (!res.headersSent) res.writeHead(400);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get hangUps() {
      return hangUps;
    },
    answerWith(next) {
      script = typeof next === 'function' ? next : () => next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
