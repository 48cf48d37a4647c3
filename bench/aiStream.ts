/**
 * What streaming buys: with a fake OpenAI-compatible model writing at a steady rate, how soon
 * the first checked line of an answer reaches the client compared with the whole answer, and
 * what the line-by-line citation check costs.
 */
import { performance } from 'node:perf_hooks';
import { CheckedAnswer } from '../core/answer/aiCheck';
import { findLawsBySection } from '../core/laws/corpus';
import { resolveSection } from '../core/laws/resolveCitation';
import { SEARCH_STREAM_PATH } from '../core/schemas/legal';
import { freePort } from '../e2e/support/freePort';
import { startServer } from '../e2e/support/serverProcess';
import { splitText, startFakeOpenAi } from '../test-support/server/fakeOpenAi';
import { CookieJar, signupPayload } from '../test-support/server/harness';
import { readEvents } from '../test-support/server/sse';

const fdcpa = findLawsBySection(15, '1692c')[0]!;
const ANSWER = [
  'Yes: federal law limits when and where a debt collector may contact you.',
  '',
  'A collector may not call you at work if it knows your employer does not allow such calls, and it may not call before 8 a.m. or after 9 p.m. your time unless you agree.',
  '',
  `When collectors may contact you [${fdcpa.citation}]`,
  '  Calls at work must stop once the collector knows your employer forbids them.',
  '  You can also tell the collector in writing to stop contacting you.',
  '',
  'If a collector breaks these rules you can report it to the Consumer Financial Protection Bureau and you may be able to sue.',
].join('\n');
/** About 4 characters a token, 40 tokens a second: a typical hosted model. */
const CHARS_PER_PIECE = 4;
const PIECE_MS = 25;

export interface AiStreamFigures {
  tokens: number;
  firstTextMs: number;
  streamedAnswerMs: number;
  wholeAnswerMs: number;
  checkMicrosPerAnswer: number;
}

export async function measureAiStream(): Promise<AiStreamFigures> {
  const pieces = splitText(ANSWER, Math.ceil(ANSWER.length / CHARS_PER_PIECE));
  const model = await startFakeOpenAi({ kind: 'pieces', pieces, pauses: Object.fromEntries(pieces.map((_, i) => [i, PIECE_MS])) });
  const server = await startServer(await freePort(), {
    env: { OPENAI_BASE_URL: model.baseUrl, OPENAI_MODEL: 'bench-model' },
    startTimeoutMs: 120_000,
  });
  try {
    const jar = new CookieJar(server.url);
    await jar.postJson('/api/auth/signup', signupPayload({ username: 'bench_ai', email: 'bench_ai@example.com' }));
    // Warm the law index so neither timing includes it.
    await jar.postJson('/api/legal/search', { query: 'warm up the index please' });

    let first = 0;
    const start = performance.now();
    const res = await jar.postJson(SEARCH_STREAM_PATH, { query: 'a debt collector keeps calling me at work' });
    await readEvents(res, (event) => {
      if (event.event === 'text' && !first) first = performance.now() - start;
    });
    const streamedAnswerMs = performance.now() - start;

    const wholeStart = performance.now();
    await (await jar.postJson('/api/legal/search', { query: 'debt collectors calling my workplace' })).json();
    const wholeAnswerMs = performance.now() - wholeStart;

    const runs = 200;
    const checkStart = performance.now();
    for (let i = 0; i < runs; i++) {
      const checked = new CheckedAnswer((t, s) => resolveSection(t, s));
      for (const piece of pieces) checked.push(piece);
      checked.finish();
    }
    const checkMicrosPerAnswer = ((performance.now() - checkStart) / runs) * 1000;
    return {
      tokens: pieces.length,
      firstTextMs: Math.round(first),
      streamedAnswerMs: Math.round(streamedAnswerMs),
      wholeAnswerMs: Math.round(wholeAnswerMs),
      checkMicrosPerAnswer: Math.round(checkMicrosPerAnswer),
    };
  } finally {
    await server.stop();
    await model.close();
  }
}
