/**
 * Asking a question of "101 What's Illegal" (spec part 2 §4, §5, §7): validate the panel, build
 * the question, ask the server, and when there is no connection answer from the device: the
 * answer saved when this (activity, state) was last asked, else the local engine in the browser.
 */
import type { ActivityTemplate } from '../../../core/data/activities';
import type { UsState } from '../../../core/data/states';
import {
  ENTER_ACTIVITY_MESSAGE,
  MISSING_INFORMATION_TITLE,
  SELECT_BOTH_MESSAGE,
  WHATS_ILLEGAL_ACTIVITY_MAX,
  whatsIllegalResponseSchema,
  type WhatsIllegalRequest,
  type WhatsIllegalResponse,
} from '../../../core/schemas/whatsIllegal';
import { buildQuestion, matchActivity, normalizeActivity } from '../../../core/whatsIllegal/question';
import { apiRequest } from '../../api/client';
import { answerOnlineOrOffline } from '../../chat/answerOnlineOrOffline';
import { overLimitMessage } from '../../components/postLength';
import type { CachedWhatsIllegalAnswer } from '../../db/whatsIllegal';
import type { AnswerOrigin } from './chatState';

export const WHATS_ILLEGAL_URL = '/api/whats-illegal/chat';

export type PanelMode = 'templates' | 'custom';

export interface PanelValues {
  mode: PanelMode;
  /** The chosen template's id (templates tab). */
  activityId: string | null;
  /** What the user typed (custom tab). */
  typed: string;
  stateCode: string | null;
}

/** Spec part 2 §4: Ask is disabled while loading, or when the activity or the state is missing. */
export function canAsk(values: PanelValues, pending: boolean): boolean {
  if (pending || !values.stateCode) return false;
  // A typed activity over the limit is refused with a message in the box, never cut.
  return values.mode === 'templates'
    ? values.activityId !== null
    : values.typed.trim() !== '' && values.typed.length <= WHATS_ILLEGAL_ACTIVITY_MAX;
}

export interface PreparedQuestion {
  request: WhatsIllegalRequest;
  /** The cache key's activity part: a template id, or `typed:<words>`. */
  activityKey: string;
}

export type Validation = { ok: true; prepared: PreparedQuestion } | { ok: false; title: string; message: string };

/** Spec part 2 §5: the validation messages, and the question "Is it illegal to {activity} in the state of {state name}?". */
export function prepareQuestion(values: PanelValues, activities: readonly ActivityTemplate[], states: readonly UsState[]): Validation {
  const state = values.stateCode ? states.find((s) => s.code === values.stateCode) : undefined;
  if (values.mode === 'templates') {
    const template = values.activityId ? activities.find((a) => a.id === values.activityId) : undefined;
    if (!template || !state) return { ok: false, title: MISSING_INFORMATION_TITLE, message: SELECT_BOTH_MESSAGE };
    return { ok: true, prepared: { request: requestFor(template.activity, state), activityKey: template.id } };
  }
  const typed = values.typed.trim();
  if (!typed || !state) return { ok: false, title: MISSING_INFORMATION_TITLE, message: ENTER_ACTIVITY_MESSAGE };
  const tooLong = overLimitMessage(values.typed.length, WHATS_ILLEGAL_ACTIVITY_MAX);
  if (tooLong) return { ok: false, title: 'Too long', message: tooLong };
  // Typing a template's words shares that template's saved answers.
  const activityKey = matchActivity(typed)?.id ?? `typed:${normalizeActivity(typed) || typed.toLowerCase()}`;
  return { ok: true, prepared: { request: requestFor(typed, state), activityKey } };
}

function requestFor(activity: string, state: UsState): WhatsIllegalRequest {
  return { question: buildQuestion(activity, state.name), state: state.code, stateName: state.name };
}

/** The server answered with something this app cannot read. */
export class UnreadableAnswerError extends Error {
  override readonly name = 'UnreadableAnswerError';
}

/** POST /api/whats-illegal/chat. */
export async function postQuestion(request: WhatsIllegalRequest): Promise<WhatsIllegalResponse> {
  const reply = await apiRequest('POST', WHATS_ILLEGAL_URL, request);
  const parsed = whatsIllegalResponseSchema.safeParse(reply);
  if (!parsed.success) throw new UnreadableAnswerError('The answer could not be read');
  return parsed.data;
}

export interface AnswerSources {
  /** The browser's online flag (false: do not even try the server). */
  isOnline(): boolean;
  post(request: WhatsIllegalRequest): Promise<WhatsIllegalResponse>;
  getCached(key: string): Promise<CachedWhatsIllegalAnswer | null>;
  putCached(key: string, answer: Omit<CachedWhatsIllegalAnswer, 'savedAt'>): Promise<void>;
  answerOnDevice(request: WhatsIllegalRequest): Promise<WhatsIllegalResponse>;
  cacheKey(activityKey: string, stateCode: string): string;
}

export interface Answered {
  reply: WhatsIllegalResponse;
  origin: AnswerOrigin;
}

/**
 * The server's answer (saved on the device for next time). Without a connection, the saved
 * answer, else the local engine's (saved too). A reply that is an error (4xx, 5xx, unreadable)
 * is a failure, not "offline": it rejects.
 */
export async function getAnswer({ request, activityKey }: PreparedQuestion, sources: AnswerSources): Promise<Answered> {
  const key = sources.cacheKey(activityKey, request.state);
  const save = (reply: WhatsIllegalResponse) =>
    sources
      .putCached(key, { question: request.question, state: request.state, stateName: request.stateName, reply })
      .catch(() => undefined);

  return answerOnlineOrOffline<Answered>({
    knownOffline: () => !sources.isOnline(),
    fromServer: async () => {
      const reply = await sources.post(request);
      await save(reply);
      return { reply, origin: { kind: 'server' } };
    },
    onDevice: async () => {
      const saved = await sources.getCached(key).catch(() => null);
      if (saved) return { reply: saved.reply, origin: { kind: 'saved', savedAt: saved.savedAt } };
      const reply = await sources.answerOnDevice(request);
      await save(reply);
      return { reply, origin: { kind: 'device' } };
    },
  });
}
