import { beforeEach, describe, expect, it } from 'vitest';
import { setSignedIn } from '../../state/auth';
import {
  askQuestion,
  canSend,
  failReply,
  GREETING,
  greetingMessage,
  replyTo,
  SUGGESTED_QUESTIONS,
  tutorChat,
  tutorState,
} from './chatState';

const now = new Date('2026-11-20T10:00:00Z');

beforeEach(() => {
  setSignedIn({ id: 'u1', username: 'jane', fullLegalName: 'Jane Doe', email: 'jane@example.com' });
  tutorChat.clear();
});

describe('chat mode', () => {
  it('starts with the greeting and offers six suggested questions', () => {
    expect(greetingMessage(now)).toEqual({ id: 'greeting', type: 'assistant', content: GREETING, timestamp: now.toISOString() });
    expect(tutorState.messages.map((m) => [m.id, m.content])).toEqual([['greeting', GREETING]]);
    expect(SUGGESTED_QUESTIONS).toHaveLength(6);
    expect(new Set(SUGGESTED_QUESTIONS).size).toBe(6);
  });

  it('never sends a blank question or one while a reply is pending', () => {
    expect(canSend('   \n', false)).toBe(false);
    expect(canSend('What is FMLA?', true)).toBe(false);
    expect(canSend('What is FMLA?', false)).toBe(true);
  });

  it('appends the question and a typing placeholder, then fills the placeholder with the reply', () => {
    const replyId = askQuestion('  What is FMLA? ', now);
    expect(tutorState.messages.slice(1)).toEqual([
      { id: expect.any(String), type: 'user', content: 'What is FMLA?', timestamp: now.toISOString() },
      { id: replyId, type: 'assistant', content: '', timestamp: now.toISOString(), isTyping: true },
    ]);
    const later = new Date(now.getTime() + 1000);
    replyTo(replyId, { response: 'The FMLA gives 12 weeks.', engine: 'built-in' }, later);
    expect(tutorState.messages[2]).toMatchObject({
      content: 'The FMLA gives 12 weeks.',
      engine: 'built-in',
      isTyping: false,
      timestamp: later.toISOString(),
    });
    expect(tutorState.messages[1]?.content).toBe('What is FMLA?');
  });

  it("replaces the placeholder with the spec's error text when the reply fails", () => {
    const replyId = askQuestion('Q?', now);
    failReply(replyId, undefined, now);
    expect(tutorState.messages[2]).toMatchObject({
      content: 'Sorry, I had trouble answering that question. Please try again or rephrase your question.',
      isTyping: false,
      failed: true,
    });
  });

  it('a reply that arrives after the chat was cleared (another user signed in) goes nowhere', () => {
    const replyId = askQuestion('Q?', now);
    tutorChat.clear();
    replyTo(replyId, { response: 'Late reply.', engine: 'built-in' }, now);
    expect(tutorState.messages.map((m) => m.content)).toEqual([GREETING]);
  });
});
