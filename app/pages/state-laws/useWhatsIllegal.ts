import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ActivityTemplate } from '../../../core/data/activities';
import { DEFAULT_STATE_CODE, type UsState } from '../../../core/data/states';
import { toast } from '../../components/toast';
import { getCachedAnswer, putCachedAnswer, whatsIllegalCacheKey } from '../../db/whatsIllegal';
import { pwaState } from '../../pwa/pwaState';
import { yourState } from '../../state/yourState';
import { getAnswer, postQuestion, prepareQuestion, type AnswerSources, type PanelValues } from './ask';
import { addAnswer, addApology, addUserMessage, chatState, setPending, whatsIllegalChat } from './chatState';
import { APOLOGY_MESSAGE, FAILURE_TOAST_MESSAGE, FAILURE_TOAST_TITLE } from './texts';

/** Where answers come from in the app: the server, the device's saved answers, the local engine. */
export const appAnswerSources: AnswerSources = {
  isOnline: () => pwaState.online,
  post: postQuestion,
  getCached: getCachedAnswer,
  putCached: putCachedAnswer,
  cacheKey: whatsIllegalCacheKey,
  answerOnDevice: async (request) => (await import('./deviceAnswer')).answerOnDevice(request),
};

export const INITIAL_VALUES: PanelValues = { mode: 'templates', activityId: null, typed: '', stateCode: DEFAULT_STATE_CODE };

/**
 * The chat of spec part 2 §4: asking appends the question, then the answer or the apology (with
 * its toast); the chosen and typed activity are cleared only after success; the state stays.
 */
export function useWhatsIllegal(
  activities: readonly ActivityTemplate[],
  states: readonly UsState[],
  sources: AnswerSources = appAnswerSources,
) {
  // "Your state" (set in an answer of the Legal Assistant) is the chat's default state.
  const [values, setValues] = useState<PanelValues>(() => ({ ...INITIAL_VALUES, stateCode: yourState.code ?? DEFAULT_STATE_CODE }));
  const { pending } = useSnapshot(chatState);
  // Read from the device (or the account) after the chat opened: it becomes the default, unless
  // a state was already picked here.
  const { code: chosen } = useSnapshot(yourState);
  const defaultState = useRef(values.stateCode);
  useEffect(() => {
    if (!chosen) return;
    setValues((current) => (current.stateCode === defaultState.current ? { ...current, stateCode: chosen } : current));
    defaultState.current = chosen;
  }, [chosen]);

  const ask = useCallback(async () => {
    if (chatState.pending) return;
    const checked = prepareQuestion(values, activities, states);
    if (!checked.ok) {
      toast({ title: checked.title, message: checked.message, variant: 'destructive' });
      return;
    }
    addUserMessage(checked.prepared.request.question);
    // An answer arriving after the user signed out (or another signed in) is not shown to them.
    const current = whatsIllegalChat.stillCurrent();
    setPending(true);
    try {
      const { reply, origin } = await getAnswer(checked.prepared, sources);
      if (!current()) return;
      addAnswer(reply, origin);
      setValues((values) => ({ ...values, activityId: null, typed: '' }));
    } catch (error) {
      if (!current()) return;
      console.error("What's Illegal: no answer", error);
      addApology(APOLOGY_MESSAGE);
      toast({ title: FAILURE_TOAST_TITLE, message: FAILURE_TOAST_MESSAGE, variant: 'destructive' });
    } finally {
      if (current()) setPending(false);
    }
  }, [values, activities, states, sources]);

  return { values, setValues, ask, pending };
}
