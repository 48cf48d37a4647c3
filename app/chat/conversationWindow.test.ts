import { describe, expect, it } from 'vitest';
import { CONVERSATION_WINDOW, conversationWindow, EARLIER_STEP } from './conversationWindow';

const chat = (exchanges: number) => Array.from({ length: exchanges * 2 }, (_, i) => ({ type: i % 2 === 0 ? 'user' : 'ai' }));

describe('the conversation window', () => {
  it('holds every message of a short conversation', () => {
    expect(conversationWindow(chat(3), 0)).toEqual({ start: 0, live: 0 });
    expect(conversationWindow([], 0)).toEqual({ start: 0, live: 0 });
  });

  it('holds the last exchanges of a long one, and earlier ones as they are opened', () => {
    const messages = chat(30);
    expect(conversationWindow(messages, 0)).toEqual({ start: 60 - CONVERSATION_WINDOW, live: 60 - CONVERSATION_WINDOW });
    expect(conversationWindow(messages, EARLIER_STEP)).toEqual({
      start: 60 - CONVERSATION_WINDOW - EARLIER_STEP,
      live: 60 - CONVERSATION_WINDOW,
    });
    expect(conversationWindow(messages, 1_000)).toEqual({ start: 0, live: 60 - CONVERSATION_WINDOW });
  });

  it('never cuts an exchange in two', () => {
    // A question whose answer failed is removed with it; a lone question may still stand (e.g. mid-request).
    const messages = [{ type: 'user' }, ...chat(CONVERSATION_WINDOW / 2)];
    const { start, live } = conversationWindow(messages, 1);
    expect(messages[live]?.type).toBe('user');
    expect(messages[start]?.type).toBe('user');
  });
});
