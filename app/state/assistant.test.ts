import { beforeEach, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../core/schemas/legal';
import { addExchange, assistantState, markRevealed, setQuery, toggleShowAll } from './assistant';
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
