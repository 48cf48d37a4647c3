/**
 * The tutor's answer: from the server; offline, or when the server cannot be reached,
 * from the law library saved on this device (the built-in engine, as the Legal Assistant does),
 * saying that it is offline. With no saved library, an error that says what to do.
 */
import type { TutorChatResponse } from '../../../core/schemas/quiz';
import { askTutor } from '../../components/quiz/quizApi';
import { answerFromSavedLibrary, hasSavedLibrary, knownOffline } from '../../search/offline';
import { answerOnlineOrOffline } from '../../chat/answerOnlineOrOffline';

export const TUTOR_OFFLINE_NOTICE = 'You’re offline: the tutor answered from the law library saved on this device.';

export const tutorOfflineMessages = {
  offline:
    'You’re offline and the law library isn’t saved on this device, so the tutor has nothing to answer from. Next time you’re online, choose “Save the library for offline use” on the Federal Laws Database to ask questions without a connection.',
  unreachable:
    'Could not reach the server. Check your connection and try again. To ask the tutor even when the server can’t be reached, choose “Save the library for offline use” while you’re connected.',
} as const;

export class TutorUnavailableError extends Error {
  override readonly name = 'TutorUnavailableError';
}

export interface TutorDeps {
  askServer: (question: string) => Promise<TutorChatResponse>;
  knownOffline: () => boolean;
  hasSavedLibrary: () => Promise<boolean>;
  answerOffline: (question: string) => Promise<{ response: string; notice?: string }>;
}

const defaultDeps: TutorDeps = {
  askServer: askTutor,
  knownOffline,
  hasSavedLibrary,
  answerOffline: answerFromSavedLibrary,
};

export async function askTutorAnywhere(question: string, deps: TutorDeps = defaultDeps): Promise<TutorChatResponse> {
  return answerOnlineOrOffline({
    knownOffline: deps.knownOffline,
    fromServer: () => deps.askServer(question),
    deviceCanAnswer: deps.hasSavedLibrary,
    noDeviceAnswer: (offline) => new TutorUnavailableError(offline ? tutorOfflineMessages.offline : tutorOfflineMessages.unreachable),
    onDevice: async () => {
      const answer = await deps.answerOffline(question);
      return {
        response: answer.response,
        engine: 'offline',
        notice: answer.notice && answer.notice !== TUTOR_OFFLINE_NOTICE ? `${TUTOR_OFFLINE_NOTICE} ${answer.notice}` : TUTOR_OFFLINE_NOTICE,
      };
    },
  });
}
