import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../api/client';
import { totalSteps } from '../../components/answer/typewriter';
import { askTutorAnywhere, TUTOR_OFFLINE_NOTICE, tutorOfflineMessages, TutorUnavailableError, type TutorDeps } from './ask';
import { CHAT_TYPING_MAX_MS, typingStepMs } from './chatState';

const deviceAnswer = {
  response: 'A debt collector may not call you at work if it knows your employer forbids it (15 U.S.C. § 1692c(a)(3)).',
};
function deps(over: Partial<TutorDeps>): TutorDeps {
  return {
    askServer: async () => ({ response: 'From the server', engine: 'built-in' }),
    knownOffline: () => false,
    hasSavedLibrary: async () => true,
    answerOffline: async () => deviceAnswer,
    ...over,
  };
}

describe('the tutor offline', () => {
  it('answers from the server when it can', async () => {
    expect(await askTutorAnywhere('q', deps({}))).toEqual({ response: 'From the server', engine: 'built-in' });
  });

  it('offline, answers from the saved library on the device and says it is offline', async () => {
    const asked: string[] = [];
    const reply = await askTutorAnywhere(
      'Can a debt collector call me at work?',
      deps({
        knownOffline: () => true,
        askServer: async () => Promise.reject(new Error('not called')),
        answerOffline: async (q) => (asked.push(q), deviceAnswer),
      }),
    );
    expect(asked).toEqual(['Can a debt collector call me at work?']);
    expect(reply).toEqual({ response: deviceAnswer.response, engine: 'offline', notice: TUTOR_OFFLINE_NOTICE });
  });

  it('when the server cannot be reached, answers from the device too; other errors stay errors', async () => {
    const reply = await askTutorAnywhere('q', deps({ askServer: async () => Promise.reject(new NetworkError()) }));
    expect(reply.engine).toBe('offline');
    await expect(askTutorAnywhere('q', deps({ askServer: async () => Promise.reject(new Error('500')) }))).rejects.toThrow('500');
  });

  it('with no saved library, says why and what to do', async () => {
    const error = await askTutorAnywhere('q', deps({ knownOffline: () => true, hasSavedLibrary: async () => false })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TutorUnavailableError);
    expect((error as Error).message).toBe(tutorOfflineMessages.offline);
  });
});

describe('the tutor types fast enough', () => {
  it('keeps the spec’s 30 ms step for a short text and types any answer within 3 s', () => {
    expect(typingStepMs('Hello there.')).toBe(30);
    const long = 'The Fair Debt Collection Practices Act limits when and where a collector may call. '.repeat(60);
    expect(totalSteps(long) * 30).toBeGreaterThan(30_000);
    expect(totalSteps(long) * typingStepMs(long)).toBeLessThanOrEqual(CHAT_TYPING_MAX_MS + 1e-6);
  });
});
