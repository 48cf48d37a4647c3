/**
 * Chat mode (spec part 2 §2, §3, §4): the transcript starts with a greeting; sending appends the
 * user's message and an empty assistant placeholder (typing), which is then filled with the
 * reply or the error text.
 */
import { CHAT_TYPING_STEP_MS } from '../../../core/quiz/constants';
import { CHAT_ERROR_TEXT } from '../../../core/quiz/texts';
import { totalSteps } from '../../components/answer/typewriter';
import type { AnswerEngine } from '../../../core/schemas/legal';
import { CHAT_QUESTION_MAX } from '../../../core/schemas/quiz';
import { createChat, newMessageId } from '../../chat/store';

export interface TutorMessage {
  id: string;
  type: 'user' | 'assistant';
  content: string;
  /** ISO time. */
  timestamp: string;
  /** The placeholder while the reply is on its way. */
  isTyping?: boolean;
  engine?: AnswerEngine;
  notice?: string;
  /** The reply failed: the content is the error text. */
  failed?: boolean;
  /** The reply has been typed out (or the user skipped it): shown whole from then on. */
  revealed?: boolean;
}

export const GREETING =
  "Hello! I'm your legal knowledge tutor. Ask me anything about U.S. federal law, such as your rights at work, housing, taxes, health care or the environment, and I'll answer in plain English from the official U.S. Code, with links so you can check. This is legal information, not legal advice.";

/** Six suggested questions; clicking one fills the input. Each is answered by the law library. */
export const SUGGESTED_QUESTIONS = [
  'What does the Fair Housing Act protect against?',
  'Can a debt collector call me at work?',
  'How long do I have to file an EEOC discrimination charge?',
  "Can I stay on my parent's health insurance until 26?",
  'How long do I have to claim a tax refund?',
  'Is it legal to record a phone call I am part of?',
] as const;

export function greetingMessage(now: Date): TutorMessage {
  return { id: 'greeting', type: 'assistant', content: GREETING, timestamp: now.toISOString() };
}

/** "Blank input is ignored and cannot be sent"; nothing is sent while a reply is pending. */
export function canSend(input: string, pending: boolean): boolean {
  // A post over the limit is refused with a message in the box, never cut.
  return !pending && input.trim() !== '' && input.length <= CHAT_QUESTION_MAX;
}

/** The tutor's conversation (app/chat/store.ts): one user's, back to the greeting on sign-out. */
export const tutorChat = createChat<TutorMessage>(() => [greetingMessage(new Date())]);
export const tutorState = tutorChat.state;

/**
 * Appends the user's question and the tutor's typing placeholder; returns the placeholder's id
 * for replyTo and failReply.
 */
export function askQuestion(question: string, now = new Date()): string {
  const timestamp = now.toISOString();
  const reply: TutorMessage = { id: newMessageId(), type: 'assistant', content: '', timestamp, isTyping: true };
  tutorChat.add({ id: newMessageId(), type: 'user', content: question.trim(), timestamp }, reply);
  return reply.id;
}

/** The placeholder filled with the reply (nothing when the chat was cleared meanwhile). */
export function replyTo(replyId: string, reply: { response: string; engine: AnswerEngine; notice?: string }, now = new Date()): void {
  tutorChat.update(replyId, {
    content: reply.response,
    engine: reply.engine,
    ...(reply.notice ? { notice: reply.notice } : {}),
    isTyping: false,
    timestamp: now.toISOString(),
  });
}

/** The reply failed: the spec's error text, or a message that says why (e.g. offline with no saved library). */
export function failReply(replyId: string, text: string = CHAT_ERROR_TEXT, now = new Date()): void {
  tutorChat.update(replyId, { content: text, isTyping: false, failed: true, timestamp: now.toISOString() });
}

/** Longest an answer types: short texts keep the spec's speed, long ones type faster. */
export const CHAT_TYPING_MAX_MS = 3000;

/** The step of the typewriter for this text: the spec's 30 ms, or shorter so it is all shown within CHAT_TYPING_MAX_MS. */
export function typingStepMs(text: string): number {
  const steps = totalSteps(text);
  return steps === 0 ? CHAT_TYPING_STEP_MS : Math.min(CHAT_TYPING_STEP_MS, CHAT_TYPING_MAX_MS / steps);
}
