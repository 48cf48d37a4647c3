import type { AnswerEngine, Jurisdiction, NextStep, SearchResponse, Source } from '../../core/schemas/legal';
import { createChat, newMessageId } from '../chat/store';

/**
 * The Legal Assistant's conversation (spec part 1 §3 "Chat message"). It lives here, not in the
 * tab, so switching tabs keeps it; it belongs to one signed-in user and is dropped when another
 * user (or nobody) is signed in.
 */
export interface ChatMessage {
  id: string;
  type: 'user' | 'ai';
  content: string;
  /** ISO time the message was added. */
  timestamp: string;
  sources: Source[];
  nextSteps: NextStep[];
  /** All sources shown, not just the first SOURCES_SHOWN. */
  showAll: boolean;
  /** AI messages: which engine answered, and any notice it gave. */
  engine?: AnswerEngine;
  notice?: string;
  /** AI messages: who decides the question: the answer links the state's law for a state-law one. */
  jurisdiction?: Jurisdiction;
  /**
   * AI messages: the typewriter has finished (or was skipped). Once the final answer is in (not
   * `streaming`), the structured view is shown.
   */
  revealed: boolean;
  /** AI messages: the answer is still arriving; `content` is the text streamed so far. */
  streaming: boolean;
}

/** The conversation (app/chat/store.ts: one user's, cleared on sign-out) and what is in the search box (kept across tab switches). */
const assistantChat = createChat<ChatMessage, { query: string }>(
  () => [],
  () => ({ query: '' }),
);

export const assistantState = assistantChat.state;

export function setQuery(query: string): void {
  assistantState.query = query;
}

const findMessage = assistantChat.find;

/**
 * A search whose answer has started to arrive: the question, then an answer still being
 * written. Returns the answer's id for appendAnswerText, completeExchange and failExchange.
 */
export function startExchange(question: string, now = new Date()): string {
  const timestamp = now.toISOString();
  const message = (type: ChatMessage['type'], content: string): ChatMessage => ({
    id: newMessageId(),
    type,
    content,
    timestamp,
    sources: [],
    nextSteps: [],
    showAll: false,
    revealed: type === 'user',
    streaming: type === 'ai',
  });
  const answer = message('ai', '');
  assistantChat.add(message('user', question), answer);
  return answer.id;
}

/** More of the answer's text, as it is written. */
export function appendAnswerText(id: string, text: string): void {
  const message = findMessage(id);
  if (message?.streaming) message.content += text;
}

/** The final answer: it replaces whatever was streamed (spec part 1 §4 "Search"). */
export function completeExchange(id: string, reply: SearchResponse): void {
  const message = findMessage(id);
  if (!message || message.type !== 'ai') return;
  Object.assign(message, {
    content: reply.response,
    sources: reply.sources,
    nextSteps: reply.nextSteps,
    engine: reply.engine,
    notice: reply.notice,
    jurisdiction: reply.jurisdiction,
    streaming: false,
  });
}

/** The answer failed: its question and half-written answer leave the conversation. */
export function failExchange(id: string): void {
  const index = assistantState.messages.findIndex((m) => m.id === id);
  if (!assistantState.messages[index]?.streaming) return;
  const question = assistantState.messages[index - 1];
  const first = question?.type === 'user' ? index - 1 : index;
  assistantState.messages.splice(first, index - first + 1);
}

/** A successful search answered at once: the question, then the answer. */
export function addExchange(question: string, reply: SearchResponse, now = new Date()): ChatMessage {
  const id = startExchange(question, now);
  completeExchange(id, reply);
  return findMessage(id)!;
}

/**
 * The answer's text so far (`onText`) and the final answer. `onAnswer` may show the final answer
 * before the promise resolves (an offline answer shows while its search is still being kept for
 * Recent Searches); the promise resolves with the same answer.
 */
export type StreamingSearch = (
  query: string,
  onText: (text: string) => void,
  onAnswer: (reply: SearchResponse) => void,
) => Promise<SearchResponse>;

/**
 * Runs a search into the conversation: the question and its answer appear with the first text
 * and the answer grows as it arrives; the final answer replaces it. An answer given at once
 * (no text first) is added whole. A failure takes out anything half-written and is rethrown.
 */
export async function searchIntoConversation(question: string, search: StreamingSearch): Promise<SearchResponse> {
  let answerId: string | undefined;
  let shown = false;
  // An answer arriving after the user signed out (or another signed in) is not shown.
  const current = assistantChat.stillCurrent();
  const show = (reply: SearchResponse) => {
    if (shown || !current()) return;
    shown = true;
    if (answerId) completeExchange(answerId, reply);
    else addExchange(question, reply);
  };
  try {
    const reply = await search(
      question,
      (text) => {
        if (!text || shown || !current()) return;
        answerId ??= startExchange(question);
        appendAnswerText(answerId, text);
      },
      show,
    );
    show(reply);
    return reply;
  } catch (error) {
    if (answerId) failExchange(answerId);
    throw error;
  }
}

/** True while an answer is arriving (the "Searching" indicator gives way to its text). */
export function answerArriving(messages: readonly Pick<ChatMessage, 'streaming'>[]): boolean {
  return messages.some((m) => m.streaming);
}

export function toggleShowAll(id: string): void {
  const message = findMessage(id);
  if (message) message.showAll = !message.showAll;
}

export function markRevealed(id: string): void {
  const message = findMessage(id);
  if (message) message.revealed = true;
}
