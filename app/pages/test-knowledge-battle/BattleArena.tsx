import { forwardRef, useEffect, useRef, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconRobot, IconUser } from '@tabler/icons-react';
import type { BattleState } from '../../../core/quiz/battle';
import { BATTLE_QUESTION_SECONDS } from '../../../core/quiz/constants';
import { BATTLE_TEXTS } from '../../../core/quiz/texts';
import type { OptionLook } from '../../components/quiz/OptionButton';
import { QuestionBadges } from '../../components/quiz/QuestionBadges';
import { TypingIndicator } from '../../chat/TypingIndicator';
import { AnswerOptions } from '../../components/quiz/AnswerOptions';

/** One player's column of the scoreboard: who, and the score (read out as "Your score: 3"). */
function PlayerScore({ icon, name, label, score }: { icon: ReactNode; name: string; label: string; score: number }) {
  return (
    <Stack gap={0} align="center">
      <Group gap={4}>
        {icon}
        <Text fw={600}>{name}</Text>
      </Group>
      <Text fw={900} size="xl" aria-label={`${label}: ${score}`}>
        {score}
      </Text>
    </Stack>
  );
}

const Scoreboard = forwardRef<HTMLDivElement, { state: BattleState }>(function Scoreboard({ state }, ref) {
  const low = state.timeLeft <= 3;
  return (
    <Paper ref={ref} withBorder p="md" radius="md" aria-label="Scoreboard" style={{ scrollMarginTop: 8 }}>
      <SimpleGrid cols={3} spacing="sm">
        <PlayerScore icon={<IconUser size={18} aria-hidden />} name="You" label="Your score" score={state.userScore} />
        <Stack gap={4} align="center">
          <Text size="sm" fw={600}>
            Question {state.currentQuestion + 1} / {state.questions.length}
          </Text>
          <Text fw={800} c={low ? 'red.9' : undefined} aria-label={`${state.timeLeft} seconds left`}>
            {state.timeLeft}s
          </Text>
          <Progress value={(state.timeLeft / BATTLE_QUESTION_SECONDS) * 100} color={low ? 'red' : 'navy'} w="100%" aria-label="Time left" />
        </Stack>
        <PlayerScore icon={<IconRobot size={18} aria-hidden />} name="AI" label="AI score" score={state.aiScore} />
      </SimpleGrid>
    </Paper>
  );
});

interface BattleArenaProps {
  state: BattleState;
  onAnswer(choice: number): void;
  onNext(): void;
}

/** Phase 2: the scoreboard and the question card. */
export function BattleArena({ state, onAnswer, onNext }: BattleArenaProps) {
  const question = state.questions[state.currentQuestion];
  // Each question starts with the scoreboard, the 10-second timer and the question on screen:
  // "Start Battle" sits far down the setup, which left them above the screen (docs/first-day.md).
  const scoreboard = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    scoreboard.current?.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  }, [state.currentQuestion]);
  if (!question) return null;
  const revealed = state.showResult;
  const last = state.currentQuestion === state.questions.length - 1;
  const locked = state.userAnswered || revealed || state.timedOut;

  const lookOf = (i: number): OptionLook => {
    if (revealed) {
      if (i === state.correctAnswer) return 'correct';
      if (i === state.userAnswer || i === state.aiAnswer) return 'incorrect';
      return 'other';
    }
    return i === state.userAnswer ? 'chosen' : 'open';
  };

  const notes = (i: number) =>
    [i === state.userAnswer ? 'your answer' : null, revealed && i === state.aiAnswer ? "the AI's answer" : null]
      .filter(Boolean)
      .join(', ') || undefined;

  return (
    <Stack gap="md">
      <Scoreboard ref={scoreboard} state={state} />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <QuestionBadges category={question.category} difficulty={question.difficulty} lawReference={question.lawReference} />
          <Title order={2} size="h3">
            {question.question}
          </Title>
          <AnswerOptions
            options={question.options}
            lookOf={lookOf}
            disabled={locked}
            noteOf={notes}
            onAnswer={onAnswer}
            badgesOf={(i) => (
              <Group gap={4} aria-hidden>
                {i === state.userAnswer && (
                  <Badge size="sm" color="navy" leftSection={<IconUser size={12} />}>
                    You
                  </Badge>
                )}
                {/* The AI's pick shows at the reveal: shown earlier, it would give the answer away. */}
                {revealed && i === state.aiAnswer && (
                  <Badge size="sm" color="grape" leftSection={<IconRobot size={12} />}>
                    AI
                  </Badge>
                )}
              </Group>
            )}
          />

          <div role="status">
            {!state.aiAnswered && !revealed && <TypingIndicator gap="xs">{BATTLE_TEXTS.aiThinking}</TypingIndicator>}
            {state.aiAnswered && !revealed && (
              <Text size="sm" c="dimmed">
                {state.userAnswered ? 'Both answers are in...' : 'The AI has answered.'}
              </Text>
            )}
            {state.timedOut && !state.userAnswered && (
              <Text size="sm" c="red.9" fw={600}>
                Time's up!
              </Text>
            )}
          </div>

          {revealed && (
            <>
              <Alert variant="light" color="navy" title={BATTLE_TEXTS.explanation}>
                {question.explanation}
              </Alert>
              <Group justify="flex-end">
                <Button onClick={onNext} rightSection={<IconArrowRight size={16} aria-hidden />}>
                  {last ? BATTLE_TEXTS.viewResults : BATTLE_TEXTS.nextQuestion}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
