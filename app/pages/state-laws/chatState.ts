import { proxy } from 'valtio';
import type { WhatsIllegalResponse, WhatsIllegalSource } from '../../../core/schemas/whatsIllegal';
import { followSignedInUser } from '../../chat/perUser';
import { WELCOME_MESSAGE } from './texts';

/** Where an assistant answer came from, as the transcript tells the user. */
export type AnswerOrigin =
  /** The server answered just now. */
  | { kind: 'server' }
  /** Offline: the answer saved on this device when the question was last asked. */
  | { kind: 'saved'; savedAt: number }
  /** Offline: computed on this device by the local engine. */
  | { kind: 'device' };

/**
 * A message of the transcript (spec part 2 §3 "Chat message (what's illegal)"): id, type,
 * content, timestamp; assistant answers also carry sources, statute and penalty.
 */
export interface WhatsIllegalMessage {
  id: string;
  type: 'user' | 'assistant';
  content: string;
  /** ISO time. */
  timestamp: string;
  sources?: WhatsIllegalSource[];
  statute?: string;
  penalty?: string;
  engine?: WhatsIllegalResponse['engine'];
  notice?: string;
  origin?: AnswerOrigin;
  /** The apology shown when no answer could be had (spec part 2 §8). */
  failed?: boolean;
}

export interface WhatsIllegalChat {
  /** Whose transcript this is; another user (or signing out) starts a new one. */
  userId: string | null;
  messages: WhatsIllegalMessage[];
  pending: boolean;
}

export const WELCOME_ID = 'welcome';

function welcome(now = new Date()): WhatsIllegalMessage {
  return { id: WELCOME_ID, type: 'assistant', content: WELCOME_MESSAGE, timestamp: now.toISOString() };
}

export const chatState = proxy<WhatsIllegalChat>({ userId: null, messages: [welcome()], pending: false });

function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function addUserMessage(question: string, now = new Date()): WhatsIllegalMessage {
  const message: WhatsIllegalMessage = { id: newId(), type: 'user', content: question, timestamp: now.toISOString() };
  chatState.messages.push(message);
  return message;
}

export function addAnswer(reply: WhatsIllegalResponse, origin: AnswerOrigin, now = new Date()): WhatsIllegalMessage {
  const message: WhatsIllegalMessage = {
    id: newId(),
    type: 'assistant',
    content: reply.answer,
    timestamp: now.toISOString(),
    sources: reply.sources,
    statute: reply.statute,
    penalty: reply.penalty,
    engine: reply.engine,
    ...(reply.notice ? { notice: reply.notice } : {}),
    origin,
  };
  chatState.messages.push(message);
  return message;
}

export function addApology(content: string, now = new Date()): WhatsIllegalMessage {
  const message: WhatsIllegalMessage = { id: newId(), type: 'assistant', content, timestamp: now.toISOString(), failed: true };
  chatState.messages.push(message);
  return message;
}

export function setPending(pending: boolean): void {
  chatState.pending = pending;
}

/** Back to the welcome message alone. */
export function resetTranscript(now = new Date()): void {
  chatState.messages = [welcome(now)];
  chatState.pending = false;
}

followSignedInUser(chatState, () => resetTranscript());
