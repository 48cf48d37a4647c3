import { Alert, Badge, Button, Group, Paper, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconCloudCheck, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { formatQuizTime } from '../../../core/quiz/time';
import { QUIZ_TEXTS } from '../../../core/quiz/texts';
import { TEXT_ON_LIGHT } from '../../components/quiz/colors';
import { optionLetter } from '../../components/quiz/OptionButton';
import type { QuizState } from './quizState';

const STATUS_TEXT = {
  saving: { icon: IconCloudCheck, color: 'blue', text: 'Saving your result to your account...' },
  queued: {
    icon: IconWifiOff,
    color: 'orange',
    text: "You're offline: this result was graded on your device and will be saved to your account when you're back online.",
  },
  saved: { icon: IconCloudCheck, color: 'green', text: 'Saved to your account.' },
} as const;

/** View Results: score, correct count and time, then every question with the right answer. */
export function ResultsTab({ state, onRetake }: { state: QuizState; onRetake(): void }) {
  const result = state.result;
  if (!result) return null;
  const status = state.resultStatus ? STATUS_TEXT[state.resultStatus] : null;
  const color = result.score >= 80 ? 'green' : result.score >= 50 ? 'yellow' : 'red';
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md" align="center">
          <Title order={2}>Your Results</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} w="100%">
            <Stack gap={4} align="center">
              <RingProgress
                sections={[{ value: result.score, color }]}
                label={
                  <Text ta="center" fw={800} size="xl">
                    {result.score}%
                  </Text>
                }
                aria-hidden
              />
              <Text fw={600}>Score: {result.score}%</Text>
            </Stack>
            <Stack gap={4} align="center" justify="center">
              <Text size="xl" fw={800}>
                {result.correctAnswers} / {result.totalQuestions}
              </Text>
              <Text fw={600}>
                {result.correctAnswers} of {result.totalQuestions} correct
              </Text>
            </Stack>
            <Stack gap={4} align="center" justify="center">
              <Text size="xl" fw={800}>
                {formatQuizTime(result.timeSpent)}
              </Text>
              <Text fw={600}>Time: {formatQuizTime(result.timeSpent)}</Text>
            </Stack>
          </SimpleGrid>
          {status && (
            <Alert variant="light" color={status.color} icon={<status.icon aria-hidden />} role="status" w="100%">
              {status.text}
            </Alert>
          )}
          <Button onClick={onRetake} leftSection={<IconRefresh size={16} aria-hidden />}>
            {QUIZ_TEXTS.takeAnotherTest}
          </Button>
        </Stack>
      </Paper>

      <Stack gap="sm" component="ol" className="plain-list" aria-label="Your answers">
        {result.details.map((detail, i) => {
          const question = state.questions.find((q) => q.id === detail.questionId);
          return (
            <Paper key={detail.questionId} component="li" withBorder p="md" radius="md">
              <Stack gap={6}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  {detail.isCorrect ? (
                    <IconCircleCheck color="var(--mantine-color-green-8)" aria-hidden />
                  ) : (
                    <IconCircleX color="var(--mantine-color-red-8)" aria-hidden />
                  )}
                  <Text fw={600}>
                    {i + 1}. {detail.question}
                  </Text>
                  <Badge
                    color={detail.isCorrect ? 'green' : 'red'}
                    c={detail.isCorrect ? TEXT_ON_LIGHT.green : TEXT_ON_LIGHT.red}
                    variant="light"
                    tt="none"
                    style={{ flexShrink: 0 }}
                  >
                    {detail.isCorrect ? 'Correct' : 'Incorrect'}
                  </Badge>
                </Group>
                <Text size="sm">
                  Your answer: {optionLetter(detail.userAnswer)}. {question?.options[detail.userAnswer] ?? ''}
                </Text>
                {!detail.isCorrect && (
                  <Text size="sm">
                    Correct answer: {optionLetter(detail.correctAnswer)}. {question?.options[detail.correctAnswer] ?? ''}
                  </Text>
                )}
                <Text size="sm" c="dimmed">
                  {detail.explanation}
                </Text>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
