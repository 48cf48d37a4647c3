import type { WhatsIllegalResponse, WhatsIllegalSource } from '../../../core/schemas/whatsIllegal';
import { createChat, newMessageId } from '../../chat/store';
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

export const WELCOME_ID = 'welcome';

function welcome(now = new Date()): WhatsIllegalMessage {
  return { id: WELCOME_ID, type: 'assistant', content: WELCOME_MESSAGE, timestamp: now.toISOString() };
}

/** The transcript (app/chat/store.ts): one user's, back to the welcome message on sign-out. */
export const whatsIllegalChat = createChat<WhatsIllegalMessage>(() => [welcome()]);
export const chatState = whatsIllegalChat.state;

export function addUserMessage(question: string, now = new Date()): WhatsIllegalMessage {
  const message: WhatsIllegalMessage = { id: newMessageId(), type: 'user', content: question, timestamp: now.toISOString() };
  whatsIllegalChat.add(message);
  return message;
}

export function addAnswer(reply: WhatsIllegalResponse, origin: AnswerOrigin, now = new Date()): WhatsIllegalMessage {
  const message: WhatsIllegalMessage = {
    id: newMessageId(),
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
  whatsIllegalChat.add(message);
  return message;
}

export function addApology(content: string, now = new Date()): WhatsIllegalMessage {
  const message: WhatsIllegalMessage = { id: newMessageId(), type: 'assistant', content, timestamp: now.toISOString(), failed: true };
  whatsIllegalChat.add(message);
  return message;
}

export const setPending = whatsIllegalChat.setPending;

/** Back to the welcome message alone. */
export const resetTranscript = whatsIllegalChat.clear;
