/**
 * Which messages of a long conversation are in the page. The last
 * CONVERSATION_WINDOW messages always are; earlier ones are added back EARLIER_STEP at a time by
 * "Show earlier messages". A window that would start on an answer starts on its question, so
 * an exchange is never cut in two.
 */

/** Messages kept in the page: the last five questions and their answers. */
export const CONVERSATION_WINDOW = 10;
/** Messages each "Show earlier messages" adds back: five more exchanges. */
export const EARLIER_STEP = 10;

export interface ConversationWindow {
  /** The first message in the page (0 when every message is). */
  start: number;
  /** The first message of the live log; [start, live) are earlier messages the user opened. */
  live: number;
}

/** Back to a question: messages[i] is an answer whose question is just above it. */
function questionStart(messages: readonly { type: string }[], index: number): number {
  return index > 0 && messages[index]?.type === 'ai' && messages[index - 1]?.type === 'user' ? index - 1 : index;
}

/** The window for `opened` earlier messages shown above the live log. */
export function conversationWindow(messages: readonly { type: string }[], opened: number): ConversationWindow {
  const live = questionStart(messages, Math.max(0, messages.length - CONVERSATION_WINDOW));
  const start = questionStart(messages, Math.max(0, live - Math.max(0, opened)));
  return { start, live };
}
