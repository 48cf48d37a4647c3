import { useEffect, useRef, useState } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { battleResultPayload } from '../../../core/quiz/battle';
import { routeFor } from '../../../core/routes';
import { useAuth } from '../../auth';
import { Disclaimer } from '../../components/Disclaimer';
import { ModeLinks } from '../../components/quiz/ModeLinks';
import { createCustomTest, loadQuestions, prepareOfflineBank, queueBattleResult } from '../../components/quiz/quizApi';
import { playSound } from '../../components/quiz/sound';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { BattleArena } from './BattleArena';
import { BattleResults } from './BattleResults';
import { BattleSetup, type BattleSetupChoice } from './BattleSetup';
import { Countdown } from './Countdown';
import { useBattle } from './useBattle';

const TITLE = routeFor('/test-knowledge-battle')!.title;
export const NO_BATTLE_QUESTIONS =
  'No questions could be made for this topic. Try other words, such as the name of a law or an everyday description.';

/** /test-knowledge-battle: "Legal Knowledge Battle Arena" (spec part 2 §2, §4, §5). */
export default function BattlePage() {
  useDocumentTitle(TITLE);
  const { user } = useAuth();
  const { state, start, answer, next, reset } = useBattle();
  const [soundOn, setSoundOn] = useState(true);
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The result's category: the preset value or the custom topic.
  const [category, setCategory] = useState('all');

  useEffect(() => prepareOfflineBank(), []);

  const begin = async (choice: BattleSetupChoice) => {
    setLoading(true);
    setNotice(null);
    try {
      const { questions } =
        choice.mode === 'custom'
          ? await createCustomTest({ topic: choice.topic, difficulty: choice.difficulty, numberOfQuestions: choice.count })
          : await loadQuestions({ category: choice.category, difficulty: choice.difficulty, count: choice.count });
      if (questions.length === 0) {
        if (choice.mode === 'custom') setNotice(NO_BATTLE_QUESTIONS);
        return;
      }
      setCategory(choice.mode === 'custom' ? choice.topic : choice.category);
      start(questions, choice.difficulty);
    } catch (error) {
      // Spec part 2 §8: a question load failure is not shown.
      console.warn('The battle questions could not be loaded', error);
    } finally {
      setLoading(false);
    }
  };

  // The final result goes to the server through the outbox; a failure is only logged.
  const posted = useRef(false);
  useEffect(() => {
    if (state.phase !== 'results') {
      posted.current = false;
      return;
    }
    if (posted.current || !user) return;
    posted.current = true;
    const payload = battleResultPayload(state, category);
    if (payload) void queueBattleResult(payload, user.id);
  }, [state, category, user]);

  // Beeps (only with sound on): each countdown number, the start, each reveal, the result.
  const sound = useRef(soundOn);
  sound.current = soundOn;
  const { phase, countdown, showResult, winner } = state;
  useEffect(() => {
    if (phase === 'countdown') playSound('countdown', sound.current);
    if (phase === 'battle') playSound('go', sound.current);
  }, [phase, countdown]);
  const userRight = showResult && state.userAnswer === state.correctAnswer;
  useEffect(() => {
    if (showResult) playSound(userRight ? 'correct' : 'wrong', sound.current);
  }, [showResult, userRight, state.currentQuestion]);
  useEffect(() => {
    if (winner) playSound(winner === 'user' ? 'victory' : winner === 'ai' ? 'defeat' : 'draw', sound.current);
  }, [winner]);

  const onAnswer = (choice: number) => {
    playSound('select', soundOn);
    answer(choice);
  };

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <ModeLinks links={['home']} label="Back" />
          <Group gap="md">
            <Button
              variant="default"
              size="xs"
              onClick={() => setSoundOn((on) => !on)}
              aria-pressed={soundOn}
              leftSection={soundOn ? <IconVolume size={16} aria-hidden /> : <IconVolumeOff size={16} aria-hidden />}
            >
              {soundOn ? 'Sound on' : 'Sound off'}
            </Button>
            <ModeLinks links={['quiz', 'chat']} />
          </Group>
        </Group>
        <div>
          <Title order={1}>{TITLE}</Title>
          <Text c="dimmed">Answer federal law questions against the clock, head to head with an AI opponent.</Text>
        </div>
        <Disclaimer />

        {state.phase === 'setup' && <BattleSetup loading={loading} notice={notice} onStart={(choice) => void begin(choice)} />}
        {state.phase === 'countdown' && <Countdown value={state.countdown} />}
        {state.phase === 'battle' && <BattleArena state={state} onAnswer={onAnswer} onNext={next} />}
        {state.phase === 'results' && <BattleResults state={state} onNewBattle={reset} />}
      </Stack>
    </Container>
  );
}
