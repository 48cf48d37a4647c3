import { useEffect, useRef } from 'react';
import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconCircleX, IconWifiOff } from '@tabler/icons-react';
import { QUIZ_TYPING_STEP_MS } from '../../../core/quiz/constants';
import { QUIZ_TEXTS } from '../../../core/quiz/texts';
import { TEXT_ON_LIGHT } from '../../components/quiz/colors';
import { optionLetter, type OptionLook } from '../../components/quiz/OptionButton';
import { QuestionBadges } from '../../components/quiz/QuestionBadges';
import { TypedText } from '../../components/quiz/TypedText';
import { VerifyLink } from '../../components/quiz/VerifyLink';
import { LawReference } from '../../components/law/LawReference';
import { isLastQuestion, type QuizState } from './quizState';
import { AnswerOptions } from '../../components/quiz/AnswerOptions';

interface QuizTabProps {
  state: QuizState;
  submitting: boolean;
  onAnswer(choice: number): void;
  onNext(): void;
  onFinish(): void;
}

/** Take Test: one question at a time, lettered options, feedback once an option is chosen. */
export function QuizTab({ state, submitting, onAnswer, onNext, onFinish }: QuizTabProps) {
  const question = state.questions[state.currentIndex];
  const chosen = state.answers[state.currentIndex];
  const answered = chosen !== undefined;
  const heading = useRef<HTMLHeadingElement>(null);

  // A new question takes the keyboard focus, so the next Tab reaches its options.
  useEffect(() => {
    if (state.currentIndex > 0) heading.current?.focus();
  }, [state.currentIndex]);

  if (!question) return null;
  const total = state.questions.length;
  const last = isLastQuestion(state);
  const right = answered && chosen === question.correctAnswer;
  const lookOf = (i: number): OptionLook => {
    if (!answered) return 'open';
    if (i === question.correctAnswer) return 'correct';
    if (i === chosen) return 'incorrect';
    return 'other';
  };

  return (
    <Stack gap="md">
      {state.test?.fromDevice && (
        <Alert variant="light" color="orange" icon={<IconWifiOff aria-hidden />}>
          Offline: these questions come from the question bank saved on this device.
        </Alert>
      )}
      {state.test?.notice && (
        <Text size="sm" c="dimmed">
          {state.test.notice}
        </Text>
      )}
      <Group justify="space-between">
        <Text fw={600}>
          Question {state.currentIndex + 1} of {total}
        </Text>
        <Badge variant="light" tt="none">
          {state.answers.filter((a) => a !== undefined).length} answered
        </Badge>
      </Group>
      <Progress value={((state.currentIndex + (answered ? 1 : 0)) / total) * 100} aria-label="Progress through the test" />

      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <QuestionBadges category={question.category} difficulty={question.difficulty} lawReference={question.lawReference} />
          <Title order={2} size="h3" ref={heading} tabIndex={-1}>
            <TypedText key={question.id} text={question.question} stepMs={QUIZ_TYPING_STEP_MS} inherit span />
          </Title>
          <AnswerOptions
            options={question.options}
            lookOf={lookOf}
            disabled={answered}
            noteOf={(i) => (answered && i === chosen ? 'your answer' : undefined)}
            onAnswer={onAnswer}
          />

          <div role="status">
            {answered && (
              <Alert
                color={right ? 'green' : 'red'}
                variant="light"
                icon={right ? <IconCircleCheck aria-hidden /> : <IconCircleX aria-hidden />}
                title={right ? 'Correct!' : 'Incorrect'}
                // A darker shade keeps the title at AA contrast on the light background.
                styles={{ title: { color: right ? TEXT_ON_LIGHT.green : TEXT_ON_LIGHT.red } }}
              >
                <Stack gap={6}>
                  {!right && (
                    <Text size="sm" fw={600}>
                      The correct answer is {optionLetter(question.correctAnswer)}. {question.options[question.correctAnswer]}
                    </Text>
                  )}
                  <Text size="sm">{question.explanation}</Text>
                  <Text size="sm">
                    <Text span fw={700} inherit>
                      Law Reference:
                    </Text>{' '}
                    <LawReference text={question.lawReference} />
                  </Text>
                  <VerifyLink source={question.governmentSource} />
                </Stack>
              </Alert>
            )}
          </div>

          {answered && (
            <Group justify="flex-end">
              {last ? (
                <Button onClick={onFinish} disabled={submitting}>
                  {QUIZ_TEXTS.viewResults}
                </Button>
              ) : (
                <Button onClick={onNext} rightSection={<IconArrowRight size={16} aria-hidden />}>
                  {QUIZ_TEXTS.nextQuestion}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
