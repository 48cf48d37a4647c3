import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLED } from '../../../testing/settled';
import { failureOf } from '../../../testing/failureOf';
import { formatStreamEvent, SEARCH_STREAM_PATH, type SearchResponse, type SearchStreamEvent } from '../../../../core/schemas/legal';
import { ApiError, NetworkError } from '../../../api/client';
import { assistantState, searchIntoConversation } from '../../../state/assistant';
import { setSignedIn } from '../../../state/auth';
import {
  AnswerFailedError,
  SEARCH_FAILED_FALLBACK,
  SEARCH_FAILED_TITLE,
  searchErrorMessage,
  searchErrorTitle,
  searchServerStream,
  searchWithFallback,
  UnreadableReplyError,
} from './search';

const encoder = new TextEncoder();

const finalAnswer: SearchResponse = {
  response:
    'Fair Housing Act — discrimination in housing [42 U.S.C. § 3604]\nIt is unlawful to refuse to rent because of familial status.\n',
  sources: [{ title: 'Fair Housing Act', citation: '42 U.S.C. § 3604', url: 'https://uscode.house.gov/x', lawId: 'usc-42-3604' }],
  nextSteps: [{ title: 'File a complaint', description: 'With HUD.' }],
  engine: 'ai',
};
const lines = [
  'Fair Housing Act — discrimination in housing [42 U.S.C. § 3604]\n',
  'It is unlawful to refuse to rent 👪 because of familial status.\n',
];
const wire = (...events: SearchStreamEvent[]) => events.map(formatStreamEvent).join('');
const textThenAnswer = wire(...lines.map((text): SearchStreamEvent => ({ event: 'text', data: { text } })), {
  event: 'answer',
  data: finalAnswer,
});

interface Sent {
  url: string;
  init: RequestInit;
}
let sent: Sent[];

/** The server's reply to the next request, as a real Response. */
function replyWith(response: () => Response) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return response();
  });
}

/** An event stream whose bytes arrive `size` at a time (cutting events and characters). */
function eventStream(text: string, size = 3): Response {
  const bytes = encoder.encode(text);
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, (at += size)));
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

/** An event stream the test writes to, event by event. */
function liveStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } }),
    send: (event: SearchStreamEvent) => controller.enqueue(encoder.encode(formatStreamEvent(event))),
    cut: () => controller.error(new TypeError('terminated')),
  };
}

beforeEach(() => {
  sent = [];
  setSignedIn({ id: 'u1', username: 'jane', fullLegalName: 'Jane Doe', email: 'jane@example.com' });
  assistantState.messages = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('the streamed search', () => {
  it('posts {query} like every API call and hands on each text, then resolves with the final answer', async () => {
    replyWith(() => eventStream(textThenAnswer));
    const texts: string[] = [];
    expect(await searchServerStream('Can my landlord refuse families?', (text) => texts.push(text))).toEqual(finalAnswer);
    expect(texts).toEqual(lines);

    const [request] = sent;
    expect(request?.url).toBe(SEARCH_STREAM_PATH);
    expect(request?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: JSON.stringify({ query: 'Can my landlord refuse families?' }),
    });
    expect(request?.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('takes the answer alone when no AI model writes text first', async () => {
    replyWith(() => eventStream(wire({ event: 'answer', data: { ...finalAnswer, engine: 'built-in' } }), 1));
    const texts: string[] = [];
    expect((await searchServerStream('overtime', (text) => texts.push(text))).engine).toBe('built-in');
    expect(texts).toEqual([]);
  });

  it("shows the server's words in the Search Failed toast when the answer fails mid-stream", async () => {
    const message = 'The answer could not be finished. Please try again.';
    replyWith(() => eventStream(wire({ event: 'text', data: { text: lines[0]! } }, { event: 'error', data: { error: message } })));
    const error = await failureOf(searchServerStream('overtime', () => undefined));
    expect(error).toBeInstanceOf(AnswerFailedError);
    expect(searchErrorTitle(error)).toBe(SEARCH_FAILED_TITLE);
    expect(searchErrorMessage(error)).toBe(message);
  });

  it("shows the server's words when it refuses before the stream starts (429)", async () => {
    const limit = 'You have reached the limit of 20 searches per hour. Please try again later.';
    replyWith(() => new Response(JSON.stringify({ error: limit }), { status: 429, headers: { 'Content-Type': 'application/json' } }));
    const error = await failureOf(searchServerStream('overtime', () => undefined));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect(searchErrorTitle(error)).toBe(SEARCH_FAILED_TITLE);
    expect(searchErrorMessage(error)).toBe(limit);
  });

  it('is NetworkError when the stream ends before the final answer', async () => {
    replyWith(() => eventStream(textThenAnswer.slice(0, textThenAnswer.indexOf('event: answer') + 30)));
    expect(await failureOf(searchServerStream('overtime', () => undefined))).toBeInstanceOf(NetworkError);
  });

  it('shows the generic message for an event it cannot read', async () => {
    const unreadable = [
      'event: text\ndata: {"words":"x"}\n\n',
      'event: text\ndata: not json\n\n',
      `event: answer\ndata: ${JSON.stringify({ response: 'x', sources: [] })}\n\n`,
      'event: error\ndata: {}\n\n',
    ];
    for (const reply of unreadable) {
      replyWith(() => eventStream(reply));
      const error = await failureOf(searchServerStream('overtime', () => undefined));
      expect(error).toBeInstanceOf(UnreadableReplyError);
      expect(searchErrorMessage(error)).toBe(SEARCH_FAILED_FALLBACK);
    }
  });

  it('answers from the saved library (and queues the search) when the stream is cut', async () => {
    replyWith(() => eventStream(textThenAnswer.slice(0, 40)));
    const recorded: string[] = [];
    const offline: SearchResponse = { response: 'From your saved library', sources: [], nextSteps: [], engine: 'offline' };
    const answer = await searchWithFallback('overtime', {
      askServer: searchServerStream,
      knownOffline: () => false,
      hasSavedLibrary: async () => true,
      answerOffline: async () => offline,
      recordOffline: async (q) => void recorded.push(q),
    });
    expect(answer).toEqual(offline);
    expect(recorded).toEqual(['overtime']);
  });
});

describe('the streamed answer in the conversation', () => {
  const contents = () => assistantState.messages.map((m) => [m.type, m.content, m.streaming]);

  it('appears with its first text, grows, and is replaced by the final answer', async () => {
    const stream = liveStream();
    replyWith(() => stream.response);
    const question = 'Can my landlord refuse families?';
    const done = searchIntoConversation(question, (q, onText) => searchServerStream(q, onText));
    await Promise.resolve();
    expect(assistantState.messages).toEqual([]);

    stream.send({ event: 'text', data: { text: lines[0]! } });
    await vi.waitFor(
      () =>
        expect(contents()).toEqual([
          ['user', question, false],
          ['ai', lines[0], true],
        ]),
      SETTLED,
    );
    stream.send({ event: 'text', data: { text: lines[1]! } });
    await vi.waitFor(() => expect(contents()[1]).toEqual(['ai', lines.join(''), true]), SETTLED);

    stream.send({ event: 'answer', data: finalAnswer });
    expect(await done).toEqual(finalAnswer);
    const answer = assistantState.messages[1];
    expect(answer).toMatchObject({
      content: finalAnswer.response,
      sources: finalAnswer.sources,
      nextSteps: finalAnswer.nextSteps,
      engine: 'ai',
      streaming: false,
      revealed: false,
    });
  });

  it('leaves nothing half-written when the answer fails', async () => {
    const stream = liveStream();
    replyWith(() => stream.response);
    const done = failureOf(searchIntoConversation('overtime', (q, onText) => searchServerStream(q, onText)));
    stream.send({ event: 'text', data: { text: lines[0]! } });
    await vi.waitFor(() => expect(assistantState.messages).toHaveLength(2), SETTLED);
    stream.send({ event: 'error', data: { error: 'The answer could not be finished.' } });
    expect(await done).toBeInstanceOf(AnswerFailedError);
    expect(assistantState.messages).toEqual([]);
  });

  it('leaves nothing half-written when the connection is cut', async () => {
    const stream = liveStream();
    replyWith(() => stream.response);
    const done = failureOf(searchIntoConversation('overtime', (q, onText) => searchServerStream(q, onText)));
    stream.send({ event: 'text', data: { text: lines[0]! } });
    await vi.waitFor(() => expect(assistantState.messages).toHaveLength(2), SETTLED);
    stream.cut();
    expect(await done).toBeInstanceOf(NetworkError);
    expect(assistantState.messages).toEqual([]);
  });
});
