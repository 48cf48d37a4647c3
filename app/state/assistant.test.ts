import { beforeEach, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../core/schemas/legal';
import {
  addExchange,
  answerArriving,
  appendAnswerText,
  assistantState,
  completeExchange,
  failExchange,
  markRevealed,
  searchIntoConversation,
  setQuery,
  startExchange,
  toggleShowAll,
} from './assistant';
import { setSignedIn, setSignedOut } from './auth';

const reply: SearchResponse = {
  response: 'Intro.\n\nFair Housing Act [42 U.S.C. § 3604]',
  sources: [{ title: 'Fair Housing Act', citation: '42 U.S.C. § 3604', url: 'https://uscode.house.gov/x' }],
  nextSteps: [{ title: 'File a complaint', description: 'With HUD.' }],
  engine: 'built-in',
};

const user = (id: string) => ({ id, username: id, fullLegalName: `Jane ${id}`, email: `${id}@example.com` });
/** valtio notifies subscribers asynchronously. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  setSignedIn(user('u1'));
  await settle();
  assistantState.messages = [];
  assistantState.query = '';
});

describe('the conversation', () => {
  it('appends the question and the answer, the answer not yet revealed and sources folded', () => {
    const answer = addExchange('Can my landlord refuse families?', reply, new Date('2026-01-01T00:00:00Z'));
    expect(assistantState.messages.map((m) => [m.type, m.content, m.revealed])).toEqual([
      ['user', 'Can my landlord refuse families?', true],
      ['ai', reply.response, false],
    ]);
    expect(answer).toMatchObject({ sources: reply.sources, nextSteps: reply.nextSteps, showAll: false, engine: 'built-in' });
    expect(answer.timestamp).toBe('2026-01-01T00:00:00.000Z');
    expect(answer.streaming).toBe(false);
    expect(new Set(assistantState.messages.map((m) => m.id)).size).toBe(2);
  });

  it('toggles "show all sources" and the revealed flag per message', () => {
    const first = addExchange('one', reply);
    const second = addExchange('two', reply);
    toggleShowAll(first.id);
    markRevealed(second.id);
    const [, a, , b] = assistantState.messages;
    expect([a?.showAll, a?.revealed, b?.showAll, b?.revealed]).toEqual([true, false, false, true]);
    toggleShowAll(first.id);
    expect(assistantState.messages[1]?.showAll).toBe(false);
  });

  it('is kept while the same user stays signed in and dropped on logout or another user', async () => {
    addExchange('mine', reply);
    setQuery('draft');
    setSignedIn(user('u1'));
    await settle();
    expect(assistantState.messages).toHaveLength(2);

    setSignedOut();
    await settle();
    expect(assistantState.messages).toEqual([]);
    expect(assistantState.query).toBe('');

    setSignedIn(user('u2'));
    await settle();
    addExchange('theirs', reply);
    setSignedIn(user('u3'));
    await settle();
    expect(assistantState.messages).toEqual([]);
  });
});

describe('an answer that streams in', () => {
  const shown = () => assistantState.messages.map((m) => [m.type, m.content, m.streaming, m.revealed]);

  it('shows the question and an answer whose text grows, then the final answer in its place', () => {
    const id = startExchange('Can my landlord refuse families?', new Date('2026-01-01T00:00:00Z'));
    expect(shown()).toEqual([
      ['user', 'Can my landlord refuse families?', false, true],
      ['ai', '', true, false],
    ]);
    expect(answerArriving(assistantState.messages)).toBe(true);

    appendAnswerText(id, 'Fair Housing Act\n');
    appendAnswerText(id, 'It is unlawful.\n');
    expect(assistantState.messages[1]?.content).toBe('Fair Housing Act\nIt is unlawful.\n');

    completeExchange(id, { ...reply, notice: 'The AI model was busy; this is the built-in answer.' });
    expect(assistantState.messages[1]).toMatchObject({
      id,
      content: reply.response,
      sources: reply.sources,
      nextSteps: reply.nextSteps,
      engine: 'built-in',
      notice: 'The AI model was busy; this is the built-in answer.',
      streaming: false,
      revealed: false,
      timestamp: '2026-01-01T00:00:00.000Z',
    });
    expect(answerArriving(assistantState.messages)).toBe(false);
    // Text arriving after the final answer changes nothing.
    appendAnswerText(id, 'late');
    expect(assistantState.messages[1]?.content).toBe(reply.response);
  });

  it('takes out only its own question and answer when it fails, and never a finished one', () => {
    const earlier = addExchange('earlier', reply);
    const id = startExchange('later');
    appendAnswerText(id, 'half a');
    failExchange(id);
    expect(shown()).toEqual([
      ['user', 'earlier', false, true],
      ['ai', reply.response, false, false],
    ]);
    failExchange(earlier.id);
    expect(assistantState.messages).toHaveLength(2);
  });

  it('does nothing once the conversation was cleared under it (another user signed in)', () => {
    const id = startExchange('mine');
    assistantState.messages = [];
    appendAnswerText(id, 'text');
    completeExchange(id, reply);
    failExchange(id);
    expect(assistantState.messages).toEqual([]);
  });
});

describe('a search run into the conversation', () => {
  it('adds an answer given at once whole, with no streaming step', async () => {
    const seen: number[] = [];
    const search = async () => {
      seen.push(assistantState.messages.length);
      return reply;
    };
    expect(await searchIntoConversation('overtime', search)).toEqual(reply);
    expect(seen).toEqual([0]);
    expect(assistantState.messages.map((m) => [m.type, m.content, m.streaming])).toEqual([
      ['user', 'overtime', false],
      ['ai', reply.response, false],
    ]);
  });

  it('shows the streamed text as it comes, then the final answer', async () => {
    const during: string[] = [];
    const answer = await searchIntoConversation('overtime', async (_query, onText) => {
      onText('');
      during.push(`${assistantState.messages.length}`);
      onText('Line one\n');
      onText('Line two\n');
      during.push(assistantState.messages[1]?.content ?? '');
      return reply;
    });
    expect(answer).toEqual(reply);
    // Empty text does not start the answer; the first text does.
    expect(during).toEqual(['0', 'Line one\nLine two\n']);
    expect(assistantState.messages.map((m) => [m.content, m.streaming])).toEqual([
      ['overtime', false],
      [reply.response, false],
    ]);
  });

  it('shows an answer handed over early once, and the search still resolves with it', async () => {
    const during: number[] = [];
    const answer = await searchIntoConversation('overtime', async (_query, _onText, onAnswer) => {
      onAnswer(reply);
      during.push(assistantState.messages.length);
      return reply;
    });
    expect(answer).toEqual(reply);
    expect(during).toEqual([2]);
    expect(assistantState.messages.map((m) => [m.type, m.content])).toEqual([
      ['user', 'overtime'],
      ['ai', reply.response],
    ]);
  });

  it('removes the half-written exchange and passes the error on', async () => {
    addExchange('earlier', reply);
    const failure = new Error('You have reached the limit');
    const error = await searchIntoConversation('later', async (_query, onText) => {
      onText('Half an ans');
      throw failure;
    }).catch((e: unknown) => e);
    expect(error).toBe(failure);
    expect(assistantState.messages.map((m) => m.content)).toEqual(['earlier', reply.response]);
  });

  it("shows another user nothing of an answer to the first user's question that arrives after the switch", async () => {
    let answer: (reply: SearchResponse) => void = () => undefined;
    const search = searchIntoConversation('my own question', () => new Promise<SearchResponse>((resolve) => (answer = resolve)));
    setSignedIn(user('u2'));
    await settle();
    answer(reply);
    expect(await search).toEqual(reply);
    expect(assistantState.messages).toEqual([]);
  });
});
