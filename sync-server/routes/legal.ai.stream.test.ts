/**
 * The Legal Assistant's answer streamed as the AI model writes it: checked lines, then
 * the final answer; a reader who leaves stops the model; a stall or an invented citation is caught.
 */
import { describe, expect, it } from 'vitest';
import { UNVERIFIED } from '../../core/answer/aiCheck';
import { AI_FALLBACK_NOTICES } from '../../core/answer/aiNotices';
import { searchResponseSchema, SEARCH_STREAM_PATH } from '../../core/schemas/legal';
import { readEvents } from '../../test-support/server/sse';
import { aiWorld, GOOD_ANSWER, QUESTION, expectBuiltIn, fdcpa } from '../../test-support/server/legalAi';

const ai = aiWorld();

describe('POST /api/legal/search/stream', () => {
  it('streams checked lines as the model writes them, then the final answer', async () => {
    const jar = await ai.signedIn();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const lines = GOOD_ANSWER.split('\n').map((line) => `${line}\n`);
    // The model writes the first line, then waits until the test has seen it arrive.
    ai.fake.answerWith({ kind: 'pieces', pieces: [lines[0]!.slice(0, 10), lines[0]!.slice(10), ...lines.slice(1)], pauses: { 2: held } });
    const res = await jar.postJson(SEARCH_STREAM_PATH, { query: QUESTION });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await readEvents(res, (event) => {
      if (event.event === 'text') release();
    });
    expect(ai.fake.requests[0]!.stream).toBe(true);
    const texts = events.filter((e) => e.event === 'text').map((e) => (e.data as { text: string }).text);
    expect(texts[0]).toBe(lines[0]);
    expect(events.at(-1)!.event).toBe('answer');
    const answer = searchResponseSchema.parse(events.at(-1)!.data);
    expect(answer.engine).toBe('ai');
    // What was streamed is the start of the final answer, already checked (corpus title and link).
    expect(answer.response.startsWith(texts.join(''))).toBe(true);
    expect(texts.join('')).toContain(`${fdcpa.title} [${fdcpa.citation}]\n  Verify: ${fdcpa.government_source}`);
    expect(texts.join('')).not.toContain('not-official.example.com');
  });

  it('stops the model when the reader goes away', async () => {
    const jar = await ai.signedIn();
    ai.fake.answerWith({
      kind: 'pieces',
      pieces: ['First line of an answer.\n', 'Second line.\n', 'Third line.\n'],
      pauses: { 1: 400, 2: 400 },
    });
    const reading = new AbortController();
    const res = await jar.postJson(SEARCH_STREAM_PATH, { query: QUESTION }, {}, reading.signal);
    await readEvents(res, (event) => {
      if (event.event === 'text') reading.abort();
    }).catch(() => undefined);
    await expect.poll(() => ai.fake.hangUps, { timeout: 5000 }).toBe(1);
    await expect.poll(() => ai.server.serverWarnings.join('\n')).toContain('not used: cancelled');
    // Nothing half-written is kept as the answer to that question.
    await ai.server.store.flush();
    expect((await ai.server.readDataFile()).aiAnswers).toEqual([]);
  });

  it('never streams an invented citation as verified', async () => {
    const jar = await ai.signedIn();
    ai.fake.answerWith({ kind: 'text', text: 'Short answer.\n\nDebt Forgiveness Act [15 U.S.C. § 1692zz]\n  Debts vanish.\n', chunks: 20 });
    const events = await readEvents(await jar.postJson(SEARCH_STREAM_PATH, { query: QUESTION }));
    const streamed = events
      .filter((e) => e.event === 'text')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    expect(streamed).toContain(`Debt Forgiveness Act (15 U.S.C. § 1692zz): this citation ${UNVERIFIED}`);
    expect(streamed).not.toContain('[15 U.S.C. § 1692zz]');
    expect(streamed).not.toContain('Debts vanish');
  });

  it.each([
    ['a 500', { kind: 'status', status: 500 } as const, AI_FALLBACK_NOTICES.upstream],
    ['a refusal', { kind: 'refusal', refusal: 'No.' } as const, AI_FALLBACK_NOTICES.refusal],
    ['a slow model', { kind: 'slow', ms: 5000 } as const, AI_FALLBACK_NOTICES.timeout],
  ])('ends with the built-in answer and a notice on %s', async (_, reply, notice) => {
    await ai.server.stop();
    await ai.start({ OPENAI_TIMEOUT_MS: '300' });
    ai.fake.answerWith(reply);
    const events = await readEvents(await (await ai.signedIn()).postJson(SEARCH_STREAM_PATH, { query: QUESTION }));
    expect(events.map((e) => e.event)).toEqual(['answer']);
    expectBuiltIn(searchResponseSchema.parse(events[0]!.data), notice);
  });

  it('replaces streamed text when the model stalls mid-answer', async () => {
    await ai.server.stop();
    // The first line must come within the limit (300 ms could pass before it on a loaded machine);
    // then the model stalls for good.
    await ai.start({ OPENAI_TIMEOUT_MS: '2000' });
    ai.fake.answerWith({ kind: 'pieces', pieces: ['First line of an answer.\n', 'and then'], pauses: { 1: 60_000 } });
    const events = await readEvents(await (await ai.signedIn()).postJson(SEARCH_STREAM_PATH, { query: QUESTION }));
    expect(events.map((e) => e.event)).toEqual(['text', 'answer']);
    expectBuiltIn(searchResponseSchema.parse(events[1]!.data), AI_FALLBACK_NOTICES.timeout);
  });
});
