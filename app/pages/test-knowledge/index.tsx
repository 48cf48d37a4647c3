import { useEffect, useReducer, useRef, useState } from 'react';
import { Tabs } from '@mantine/core';
import { IconChartBar, IconClipboardList, IconSettings } from '@tabler/icons-react';
import { CUSTOM_TEST_STORAGE_KEY } from '../../../core/quiz/constants';
import { QUIZ_TEXTS } from '../../../core/quiz/texts';
import { routeFor } from '../../../core/routes';
import { quizResultSchema, type QuizResult } from '../../../core/schemas/quiz';
import { useAuth } from '../../auth';
import { ModePage } from '../../components/quiz/ModePage';
import { createCustomTest, loadQuestions, prepareOfflineBank, QUIZ_SUBMISSION_KIND, submitQuiz } from '../../components/quiz/quizApi';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { onOutboxEvent } from '../../outbox';
import { QuizTab } from './QuizTab';
import { currentTab, gradeOnDevice, initialQuizState, quizReducer, submissionOf, tabsEnabled } from './quizState';
import { ResultsTab } from './ResultsTab';
import { SetupTab, type CustomChoice, type PresetChoice } from './SetupTab';

const TITLE = routeFor('/test-knowledge')!.title;
export const NO_CUSTOM_QUESTIONS =
  'No questions could be made for this topic. Try other words, such as the name of a law or an everyday description.';

function storeCustomTest(value: unknown): void {
  try {
    sessionStorage.setItem(CUSTOM_TEST_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Session storage can be unavailable (private windows); the test still runs from memory.
  }
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** /test-knowledge: "How Smart Am I? - Quiz Mode" (spec part 2 §2, §4). */
export default function QuizPage() {
  useDocumentTitle(TITLE);
  const { user } = useAuth();
  const [state, dispatch] = useReducer(quizReducer, initialQuizState);
  const [loading, setLoading] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const tab = currentTab(state);
  const enabled = tabsEnabled(state);

  useEffect(() => prepareOfflineBank(), []);

  // The server's grade replaces the device's when the outbox delivers the submission. Listening
  // from the start catches a delivery that comes back before the page learns the entry's id.
  const deliveredResults = useRef(new Map<string, QuizResult>());
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.entry.kind !== QUIZ_SUBMISSION_KIND || event.type !== 'sent') return;
        const result = quizResultSchema.safeParse(event.result);
        if (!result.success) return;
        deliveredResults.current.set(event.entry.id, result.data);
        dispatch({ type: 'saved', submissionId: event.entry.id, result: result.data });
      }),
    [],
  );

  const startPreset = async ({ category, difficulty }: PresetChoice) => {
    setLoading(true);
    setNotice(null);
    try {
      const { questions, source } = await loadQuestions({ category, difficulty });
      if (questions.length > 0)
        dispatch({
          type: 'loaded',
          questions,
          test: { category, difficulty, custom: false, fromDevice: source === 'device' },
          now: Date.now(),
        });
    } catch (error) {
      // Spec part 2 §8: quiz errors are not shown.
      console.warn('The quiz questions could not be loaded', error);
    } finally {
      setLoading(false);
    }
  };

  const createCustom = async ({ topic, difficulty, numberOfQuestions }: CustomChoice) => {
    setLoading(true);
    setNotice(null);
    try {
      const { questions, source, notice: made } = await createCustomTest({ topic, difficulty, numberOfQuestions });
      if (questions.length === 0) {
        setNotice(NO_CUSTOM_QUESTIONS);
        return;
      }
      storeCustomTest({ topic, difficulty, questions });
      dispatch({
        type: 'loaded',
        questions,
        test: { category: topic, difficulty, custom: true, fromDevice: source === 'device', ...(made ? { notice: made } : {}) },
        now: Date.now(),
      });
    } catch (error) {
      console.warn('The custom test could not be created', error);
    } finally {
      setLoading(false);
    }
  };

  const finish = async () => {
    if (submitting) return;
    setSubmitting(true);
    try {
      const submission = submissionOf(state, Date.now());
      // Graded at once on the device with the same function the server runs; the server's
      // grade replaces it when the submission is delivered (now, or when the connection returns).
      dispatch({ type: 'finished', result: gradeOnDevice(state, submission), status: online() ? 'saving' : 'queued' });
      if (!user) return;
      const outcome = await submitQuiz(submission, user.id, (id) =>
        dispatch({ type: 'submissionQueued', id, status: online() ? 'saving' : 'queued' }),
      );
      const id = outcome.entry.id;
      const result = outcome.status === 'sent' ? quizResultSchema.safeParse(outcome.result) : undefined;
      const delivered = result?.success ? result.data : deliveredResults.current.get(id);
      if (delivered) dispatch({ type: 'saved', submissionId: id, result: delivered });
      else if (outcome.status === 'queued') dispatch({ type: 'submissionQueued', id, status: 'queued' });
      // Spec part 2 §8: submission errors are not shown (a refused one stays in the outbox).
      else if (outcome.status === 'failed') console.warn('The quiz result was refused by the server', outcome.error);
    } catch (error) {
      console.warn('The quiz result could not be saved', error);
    } finally {
      setSubmitting(false);
    }
  };

  const chooseTab = (value: string | null) => {
    // Only Setup changes anything by itself: it leaves the loaded test for a new one.
    if (value === 'setup' && enabled.setup && tab !== 'setup') dispatch({ type: 'reset' });
  };

  return (
    <ModePage title={TITLE} lead="Test what you know about U.S. federal law, one question at a time." links={['home', 'chat', 'battle']}>
      <Tabs value={tab} onChange={chooseTab} keepMounted={false}>
        <Tabs.List aria-label="Quiz steps" grow>
          <Tabs.Tab value="setup" disabled={!enabled.setup} leftSection={<IconSettings size={16} aria-hidden />}>
            {QUIZ_TEXTS.tabs.setup}
          </Tabs.Tab>
          <Tabs.Tab value="quiz" disabled={!enabled.quiz && tab !== 'quiz'} leftSection={<IconClipboardList size={16} aria-hidden />}>
            {QUIZ_TEXTS.tabs.quiz}
          </Tabs.Tab>
          <Tabs.Tab value="results" disabled={!enabled.results} leftSection={<IconChartBar size={16} aria-hidden />}>
            {QUIZ_TEXTS.tabs.results}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="setup" pt="md">
          <SetupTab
            loading={loading}
            notice={notice}
            onStartPreset={(c) => void startPreset(c)}
            onCreateCustom={(c) => void createCustom(c)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="quiz" pt="md">
          <QuizTab
            state={state}
            submitting={submitting}
            onAnswer={(choice) => dispatch({ type: 'answer', choice })}
            onNext={() => dispatch({ type: 'next' })}
            onFinish={() => void finish()}
          />
        </Tabs.Panel>
        <Tabs.Panel value="results" pt="md">
          <ResultsTab state={state} onRetake={() => dispatch({ type: 'retake', now: Date.now() })} />
        </Tabs.Panel>
      </Tabs>
    </ModePage>
  );
}
