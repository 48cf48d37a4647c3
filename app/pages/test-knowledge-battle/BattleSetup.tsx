import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Badge, Button, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconSwords } from '@tabler/icons-react';
import { BATTLE_DEFAULT_QUESTION_COUNT, BATTLE_QUESTION_COUNTS, type BattleQuestionCount } from '../../../core/quiz/constants';
import {
  BATTLE_COUNT_LABELS,
  BATTLE_DIFFICULTY_AI_LABELS,
  BATTLE_TEXTS,
  DIFFICULTY_LABELS,
  QUIZ_CATEGORY_LABELS,
} from '../../../core/quiz/texts';
import { DIFFICULTIES, QUIZ_CATEGORIES, type Difficulty, type QuizCategory } from '../../../core/schemas/quiz';
import { TopicModeControl, type TopicMode } from '../../components/quiz/TopicModeControl';
import { CustomTopicInput } from '../../components/quiz/CustomTopicInput';

export interface BattleSetupChoice {
  mode: TopicMode;
  category: QuizCategory;
  topic: string;
  difficulty: Difficulty;
  count: BattleQuestionCount;
}

/** One card of a radio group (Mantine's Radio.Card: role radio, arrow keys move between cards). */
function ChoiceCard({ value, children, label }: { value: string; children: ReactNode; label: string }) {
  return (
    <Radio.Card value={value} aria-label={label} p="sm" radius="md" style={{ textAlign: 'center' }} className="battle-choice">
      {children}
    </Radio.Card>
  );
}

interface BattleSetupProps {
  loading: boolean;
  notice: string | null;
  onStart(choice: BattleSetupChoice): void;
}

/** Phase 1: preset categories or a custom topic, difficulty (the AI's accuracy) and question count. */
export function BattleSetup({ loading, notice, onStart }: BattleSetupProps) {
  // Spec part 2 §5 defaults: category all, difficulty medium, 10 questions.
  const [mode, setMode] = useState<TopicMode>('preset');
  const [category, setCategory] = useState<QuizCategory>('all');
  const [topic, setTopic] = useState('');
  const [difficulty, setDifficulty] = useState<Difficulty>('medium');
  const [count, setCount] = useState<BattleQuestionCount>(BATTLE_DEFAULT_QUESTION_COUNT);
  const disabled = loading || (mode === 'custom' && topic.trim() === '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) onStart({ mode, category, topic: topic.trim(), difficulty, count });
  };

  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} aria-label="Set up your battle">
      <Stack gap="lg">
        <Title order={2}>Choose Your Battle</Title>
        <TopicModeControl value={mode} onChange={setMode} label="Kind of battle" />
        {mode === 'preset' ? (
          <Radio.Group label="Category" value={category} onChange={(value) => setCategory(value as QuizCategory)}>
            <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
              {QUIZ_CATEGORIES.map((value) => (
                <ChoiceCard key={value} value={value} label={QUIZ_CATEGORY_LABELS[value]}>
                  <Text fw={600}>{QUIZ_CATEGORY_LABELS[value]}</Text>
                </ChoiceCard>
              ))}
            </SimpleGrid>
          </Radio.Group>
        ) : (
          <CustomTopicInput label="Custom Topic" value={topic} onChange={setTopic} />
        )}

        <Radio.Group label="Difficulty" value={difficulty} onChange={(value) => setDifficulty(value as Difficulty)}>
          <SimpleGrid cols={3} mt="xs">
            {DIFFICULTIES.map((value) => (
              <ChoiceCard key={value} value={value} label={`${DIFFICULTY_LABELS[value]}, ${BATTLE_DIFFICULTY_AI_LABELS[value]}`}>
                <Text fw={700}>{DIFFICULTY_LABELS[value]}</Text>
                <Badge variant="light" tt="none" mt={4}>
                  {BATTLE_DIFFICULTY_AI_LABELS[value]}
                </Badge>
              </ChoiceCard>
            ))}
          </SimpleGrid>
        </Radio.Group>

        <Radio.Group label="Number of Questions" value={String(count)} onChange={(value) => setCount(Number(value) as BattleQuestionCount)}>
          <SimpleGrid cols={{ base: 2, sm: 5 }} mt="xs">
            {BATTLE_QUESTION_COUNTS.map((value) => {
              const { name, duration } = BATTLE_COUNT_LABELS[value];
              return (
                <ChoiceCard key={value} value={String(value)} label={`${value} questions, ${name}, ${duration}`}>
                  <Text fw={800} size="lg">
                    {value}
                  </Text>
                  <Text size="sm">{name}</Text>
                  <Text size="xs" c="dimmed">
                    {duration}
                  </Text>
                </ChoiceCard>
              );
            })}
          </SimpleGrid>
        </Radio.Group>

        {notice && (
          <Alert variant="light" color="yellow" icon={<IconInfoCircle aria-hidden />} role="status">
            {notice}
          </Alert>
        )}

        <Button type="submit" size="lg" disabled={disabled} leftSection={<IconSwords size={20} aria-hidden />}>
          {loading ? BATTLE_TEXTS.loading : BATTLE_TEXTS.startBattle}
        </Button>
      </Stack>
    </Paper>
  );
}
