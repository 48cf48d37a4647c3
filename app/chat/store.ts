import { proxy, subscribe } from 'valtio';
import { authState } from '../state/auth';
import { randomId } from '../../core/randomId';

/** What every chat message has: who wrote it (`'user'` or the chat's answerer) and when (ISO time). */
export interface ChatItem {
  id: string;
  type: string;
  content: string;
  timestamp: string;
}

export interface ChatState<M extends ChatItem> {
  /** Whose messages these are; another user (or signing out) starts the chat again. */
  userId: string | null;
  messages: M[];
  /** A question is out (for the chats that track it here). */
  pending: boolean;
}

export interface Chat<M extends ChatItem, E extends object> {
  /** The chat's valtio state: read it with useSnapshot, change it through the functions below. */
  state: ChatState<M> & E;
  add(...messages: M[]): void;
  find(id: string): M | undefined;
  /** Changes a message in place; false when it is no longer in the chat (cleared meanwhile). */
  update(id: string, change: Partial<M>): boolean;
  setPending(pending: boolean): void;
  /** Back to the opening messages (and the extra fields' first values). */
  clear(): void;
  /**
   * Whether the chat is still the one it was when this was called: false once it was cleared
   * (another user signed in, or nobody), so an answer arriving late is not shown to them.
   */
  stillCurrent(): () => boolean;
}

export const newMessageId = randomId;

/**
 * Keep a chat's messages only while the same user is signed in: `clear` runs when another user
 * signs in or the user signs out. `state.userId` is whose messages the chat holds.
 */
function followSignedInUser(state: { userId: string | null }, clear: () => void): void {
  const follow = () => {
    const userId = authState.status === 'signedIn' ? (authState.user?.id ?? null) : null;
    if (authState.status === 'unknown' || userId === state.userId) return;
    if (state.userId !== null || userId === null) clear();
    state.userId = userId;
  };
  follow();
  subscribe(authState, follow);
}

/**
 * One chat's store (the Assistant, What's Illegal and the tutor each make one): its messages
 * belong to the signed-in user and are cleared when another user (or nobody) is signed in, so
 * nothing of one user is ever shown to another. It lives outside the screen, so leaving the
 * screen and coming back keeps the conversation (docs/DESIGN.md "One chat").
 */
export function createChat<M extends ChatItem, E extends object = object>(
  opening: () => M[] = () => [],
  extra: () => E = () => ({}) as E,
): Chat<M, E> {
  const state = proxy({ userId: null, messages: opening(), pending: false, ...extra() } as ChatState<M> & E);
  let generation = 0;
  const find = (id: string) => state.messages.find((m) => m.id === id);
  const chat: Chat<M, E> = {
    state,
    add: (...messages) => void state.messages.push(...messages),
    find,
    update(id, change) {
      const message = find(id);
      if (message) Object.assign(message, change);
      return message !== undefined;
    },
    setPending(pending) {
      state.pending = pending;
    },
    clear() {
      generation += 1;
      Object.assign(state, { messages: opening(), pending: false, ...extra() });
    },
    stillCurrent() {
      const at = generation;
      return () => at === generation;
    },
  };
  followSignedInUser(state, chat.clear);
  return chat;
}
