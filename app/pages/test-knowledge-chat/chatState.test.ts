import { describe, expect, it } from 'vitest';
import { canSend, greetingMessage, GREETING, SUGGESTED_QUESTIONS, withError, withQuestion, withReply } from './chatState';

const now = new Date('2026-11-20T10:00:00Z');

describe('chat mode', () => {
  it('starts with the greeting and offers six suggested questions', () => {
    expect(greetingMessage(now)).toEqual({ id: 'greeting', type: 'assistant', content: GREETING, timestamp: now.toISOString() });
    expect(SUGGESTED_QUESTIONS).toHaveLength(6);
    expect(new Set(SUGGESTED_QUESTIONS).size).toBe(6);
  });

  it('never sends a blank question or one while a reply is pending', () => {
    expect(canSend('   \n', false)).toBe(false);
    expect(canSend('What is FMLA?', true)).toBe(false);
    expect(canSend('What is FMLA?', false)).toBe(true);
  });

  it('appends the question and a typing placeholder, then fills the placeholder with the reply', () => {
    const asked = withQuestion([greetingMessage(now)], '  What is FMLA? ', { user: 'u1', reply: 'a1' }, now);
    expect(asked.slice(1)).toEqual([
      { id: 'u1', type: 'user', content: 'What is FMLA?', timestamp: now.toISOString() },
      { id: 'a1', type: 'assistant', content: '', timestamp: now.toISOString(), isTyping: true },
    ]);
    const later = new Date(now.getTime() + 1000);
    const answered = withReply(asked, 'a1', { response: 'The FMLA gives 12 weeks.', engine: 'built-in' }, later);
    expect(answered[2]).toMatchObject({
      content: 'The FMLA gives 12 weeks.',
      engine: 'built-in',
      isTyping: false,
      timestamp: later.toISOString(),
    });
    expect(answered.slice(0, 2)).toEqual(asked.slice(0, 2));
  });

  it("replaces the placeholder with the spec's error text when the reply fails", () => {
    const asked = withQuestion([], 'Q?', { user: 'u1', reply: 'a1' }, now);
    expect(withError(asked, 'a1', now)[1]).toMatchObject({
      content: 'Sorry, I had trouble answering that question. Please try again or rephrase your question.',
      isTyping: false,
      failed: true,
    });
  });
});
