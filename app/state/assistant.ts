import { proxy, subscribe } from 'valtio';
import type { AnswerEngine, NextStep, SearchResponse, Source } from '../../core/schemas/legal';
import { authState } from './auth';

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
  /** AI messages: the typewriter has finished (or was skipped); show the structured view. */
  revealed: boolean;
}

export interface AssistantState {
  /** Who the conversation belongs to. */
  userId: string | null;
  messages: ChatMessage[];
  /** What is in the search box (kept across tab switches). */
  query: string;
}

export const assistantState = proxy<AssistantState>({ userId: null, messages: [], query: '' });

function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function setQuery(query: string): void {
  assistantState.query = query;
}

/** A successful search: the question, then the answer (spec part 1 §4 "Search"). */
export function addExchange(question: string, reply: SearchResponse, now = new Date()): ChatMessage {
  const timestamp = now.toISOString();
  assistantState.messages.push({
    id: newId(),
    type: 'user',
    content: question,
    timestamp,
    sources: [],
    nextSteps: [],
    showAll: false,
    revealed: true,
  });
  const answer: ChatMessage = {
    id: newId(),
    type: 'ai',
    content: reply.response,
    timestamp,
    sources: reply.sources,
    nextSteps: reply.nextSteps,
    showAll: false,
    engine: reply.engine,
    notice: reply.notice,
    revealed: false,
  };
  assistantState.messages.push(answer);
  return answer;
}

function findMessage(id: string): ChatMessage | undefined {
  return assistantState.messages.find((m) => m.id === id);
}

export function toggleShowAll(id: string): void {
  const message = findMessage(id);
  if (message) message.showAll = !message.showAll;
}

export function markRevealed(id: string): void {
  const message = findMessage(id);
  if (message) message.revealed = true;
}

export function clearConversation(): void {
  assistantState.messages = [];
  assistantState.query = '';
}

/** Keep the conversation only while the same user is signed in. */
function followSignedInUser(): void {
  const userId = authState.status === 'signedIn' ? (authState.user?.id ?? null) : null;
  if (authState.status === 'unknown' || userId === assistantState.userId) return;
  if (assistantState.userId !== null || userId === null) clearConversation();
  assistantState.userId = userId;
}

followSignedInUser();
subscribe(authState, followSignedInUser);
