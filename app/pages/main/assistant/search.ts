import type { z } from 'zod';
import {
  SEARCH_STREAM_PATH,
  searchResponseSchema,
  searchStreamErrorSchema,
  searchStreamTextSchema,
  type SearchResponse,
} from '../../../../core/schemas/legal';
import { NetworkError } from '../../../api/client';
import { openEventStream, readEventStream } from '../../../api/eventStream';
import { pwaState } from '../../../pwa/pwaState';
import { LibraryWorkerError } from '../../../search/client';
import { answerFromSavedLibrary, likelyHasSavedLibrary } from '../../../search/offline';
import { answerOnlineOrOffline } from '../../../chat/answerOnlineOrOffline';
import { authState } from '../../../state/auth';
import { loadYourState, yourState } from '../../../state/yourState';
import { recordOfflineSearch } from './recentSearches';

export { readRecentSearches } from './recentSearches';

/** react-query key of GET /api/legal/recent-searches (the default fetch joins it into the URL). */
export const RECENT_SEARCHES_KEY = ['/api/legal/recent-searches'] as const;
/** Every search runs under this key, so a remounted tab still knows one is under way. */
export const LEGAL_SEARCH_MUTATION_KEY = ['legal-search'] as const;

export const SEARCH_FAILED_TITLE = 'Search Failed';
export const SEARCH_FAILED_FALLBACK = 'Failed to search legal information. Please try again.';
export const OFFLINE_TITLE = "You're offline";

export const noSavedLibraryMessages = {
  offline:
    "You're offline and the law library isn't saved on this device, so there is nothing to search. Next time you're online, choose “Save the library for offline use” to get answers without a connection.",
  unreachable:
    "Could not reach the server. Check your connection and try again. To get answers even when the server can't be reached, choose “Save the library for offline use” while you're connected.",
} as const;

/** A reply this app cannot read: the toast falls back to the generic message. */
export class UnreadableReplyError extends Error {}

/** The server could not be reached and no library is saved on this device to answer from. */
export class NoSavedLibraryError extends Error {
  override readonly name = 'NoSavedLibraryError';
  constructor(readonly offline: boolean) {
    super(offline ? noSavedLibraryMessages.offline : noSavedLibraryMessages.unreachable);
  }
}

/** The answer failed after it had started streaming (the server's `error` event). */
export class AnswerFailedError extends Error {
  override readonly name = 'AnswerFailedError';
}

/** Checked answer text to append to what is shown (whole lines). */
export type OnAnswerText = (text: string) => void;

/** One event's JSON data read by its schema; anything else is a reply this app cannot read. */
function eventData<S extends z.ZodType>(schema: S, data: string): z.infer<S> {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    throw new UnreadableReplyError();
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UnreadableReplyError();
  return parsed.data;
}

/**
 * POST /api/legal/search/stream {query} (core/schemas/legal.ts): `onText` gets the answer's text
 * as it is written; resolves with the final answer, which replaces that text. Errors before the
 * stream are apiRequest's; an `error` event is AnswerFailedError; a stream cut before the final
 * answer is NetworkError (so the saved library can answer instead).
 */
export async function searchServerStream(query: string, onText: OnAnswerText, state?: string): Promise<SearchResponse> {
  const response = await openEventStream('POST', SEARCH_STREAM_PATH, state ? { query, state } : { query });
  let answer: SearchResponse | undefined;
  await readEventStream(response, ({ event, data }) => {
    switch (event) {
      case 'text':
        onText(eventData(searchStreamTextSchema, data).text);
        return false;
      case 'answer':
        answer = eventData(searchResponseSchema, data);
        return true;
      case 'error':
        throw new AnswerFailedError(eventData(searchStreamErrorSchema, data).error);
      default:
        // An event this version does not know (a newer server): nothing to show.
        return false;
    }
  });
  if (!answer) throw new NetworkError();
  return answer;
}

export interface SearchDeps {
  /** The server's answer, its text handed to `onText` as it is written. */
  askServer(query: string, onText: OnAnswerText): Promise<SearchResponse>;
  /** The browser says there is no connection. */
  knownOffline(): boolean;
  hasSavedLibrary(): Promise<boolean>;
  /** The answer from the saved library (engine 'offline'). */
  answerOffline(query: string): Promise<SearchResponse>;
  /** Keep the offline search in Recent Searches and queue it for the server. */
  recordOffline(query: string): Promise<void>;
}

/**
 * The server's answer; when it cannot be reached (or the browser already says there is no
 * connection) the answer from the saved library, with the search queued for the user's recent
 * searches. With no saved library, an error saying so.
 */
export async function searchWithFallback(
  query: string,
  deps: SearchDeps,
  onText: OnAnswerText = () => undefined,
  onAnswer: (answer: SearchResponse) => void = () => undefined,
): Promise<SearchResponse> {
  return answerOnlineOrOffline({
    knownOffline: deps.knownOffline,
    fromServer: () => deps.askServer(query, onText),
    deviceCanAnswer: deps.hasSavedLibrary,
    noDeviceAnswer: (offline) => new NoSavedLibraryError(offline),
    onDevice: async () => {
      const answer = await deps.answerOffline(query);
      // Shown now: keeping the search for Recent Searches (two IndexedDB writes) need not delay it.
      onAnswer(answer);
      // Queuing is best effort: a full IndexedDB must not take the answer away.
      await deps.recordOffline(query).catch((error: unknown) => console.warn('The offline search could not be queued', error));
      return answer;
    },
  });
}

/**
 * The assistant's search (spec part 1 §7): the server's answer streamed (its text to `onText`),
 * answering offline from the saved library (shown with `onAnswer` before the search is queued).
 */
export async function searchLegal(
  query: string,
  onText?: OnAnswerText,
  onAnswer?: (answer: SearchResponse) => void,
): Promise<SearchResponse> {
  // "Your state" (on this device) shapes the answer to a state-law question, online and offline.
  await loadYourState();
  const state = yourState.code ?? undefined;
  const deps: SearchDeps = {
    askServer: (q, text) => searchServerStream(q, text, state),
    knownOffline: () => !pwaState.online,
    hasSavedLibrary: likelyHasSavedLibrary,
    // The library was removed since the check (in another tab): as if none were saved.
    answerOffline: (q) =>
      answerFromSavedLibrary(q, state).catch((error: unknown) => {
        throw error instanceof LibraryWorkerError && error.code === 'not-saved' ? new NoSavedLibraryError(!pwaState.online) : error;
      }),
    recordOffline: async (q) => {
      const userId = authState.user?.id;
      if (userId) await recordOfflineSearch(userId, q);
    },
  };
  return searchWithFallback(query, deps, onText, onAnswer);
}

/** Spec part 1 §8 "Search failure": the error's message, else the fallback. */
export function searchErrorMessage(error: unknown): string {
  if (error instanceof UnreadableReplyError) return SEARCH_FAILED_FALLBACK;
  if (error instanceof Error && error.message.trim()) return error.message;
  return SEARCH_FAILED_FALLBACK;
}

/** The toast's title: "You're offline" when that is why nothing could answer. */
export function searchErrorTitle(error: unknown): string {
  return error instanceof NoSavedLibraryError && error.offline ? OFFLINE_TITLE : SEARCH_FAILED_TITLE;
}
