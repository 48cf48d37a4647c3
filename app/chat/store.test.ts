import { beforeEach, describe, expect, it } from 'vitest';
import { setSignedIn, setSignedOut } from '../state/auth';
import { createChat, type ChatItem } from './store';

const user = (id: string) => ({ id, username: id, fullLegalName: `Jane ${id}`, email: `${id}@example.com` });
/** valtio tells its subscribers (the chat following the signed-in user) in a microtask. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const message = (id: string, content: string, type = 'user'): ChatItem => ({ id, type, content, timestamp: '2026-11-28T12:00:00.000Z' });
const contents = (chat: { state: { messages: ChatItem[] } }) => chat.state.messages.map((m) => m.content);

beforeEach(async () => {
  setSignedIn(user('u1'));
  await settle();
});

describe('a chat store', () => {
  it('starts with its opening messages, adds and updates messages, and tracks a question out', () => {
    const chat = createChat<ChatItem>(() => [message('hello', 'Hello!', 'assistant')]);
    chat.add(message('q1', 'Is it legal?'), message('a1', '', 'assistant'));
    expect(chat.update('a1', { content: 'Yes.' })).toBe(true);
    chat.setPending(true);
    expect(contents(chat)).toEqual(['Hello!', 'Is it legal?', 'Yes.']);
    expect(chat.state.pending).toBe(true);
  });

  it("keeps one user's messages and clears them, with its extra fields, when the user signs out", async () => {
    const chat = createChat<ChatItem, { query: string }>(
      () => [],
      () => ({ query: '' }),
    );
    chat.add(message('q1', 'my landlord kept my deposit'));
    chat.state.query = 'a draft question';
    chat.setPending(true);
    setSignedIn(user('u1'));
    await settle();
    expect(contents(chat)).toEqual(['my landlord kept my deposit']);

    setSignedOut();
    await settle();
    expect(chat.state.messages).toEqual([]);
    expect(chat.state.query).toBe('');
    expect(chat.state.pending).toBe(false);
    expect(chat.state.userId).toBeNull();
  });

  it("shows another user nothing of the first user's chat, and back to its opening messages", async () => {
    const chat = createChat<ChatItem>(() => [message('welcome', 'Welcome!', 'assistant')]);
    chat.add(message('q1', "u1's private question"));
    setSignedIn(user('u2'));
    await settle();
    expect(contents(chat)).toEqual(['Welcome!']);
    expect(chat.state.userId).toBe('u2');
  });

  it('an answer arriving after the chat was cleared finds nothing to change and knows the chat is not its own', async () => {
    const chat = createChat<ChatItem>();
    chat.add(message('q1', 'question of u1'), message('a1', '', 'assistant'));
    const current = chat.stillCurrent();
    expect(current()).toBe(true);
    setSignedIn(user('u2'));
    await settle();
    expect(current()).toBe(false);
    expect(chat.update('a1', { content: "u1's answer" })).toBe(false);
    expect(chat.state.messages).toEqual([]);
  });
});
