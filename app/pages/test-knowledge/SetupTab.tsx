import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconPlayerPlay, IconSparkles } from '@tabler/icons-react';
import { CUSTOM_QUIZ_DEFAULT_COUNT, CUSTOM_QUIZ_QUESTION_COUNTS } from '../../../core/quiz/constants';
import { DIFFICULTY_LABELS, QUIZ_CATEGORY_LABELS } from '../../../core/quiz/texts';
import { DIFFICULTY_LEVELS, QUIZ_CATEGORIES, type DifficultyLevel, type QuizCategory } from '../../../core/schemas/quiz';
import { TopicModeControl, type TopicMode } from '../../components/quiz/TopicModeControl';
import { CustomTopicInput } from '../../components/quiz/CustomTopicInput';

export interface PresetChoice {
  category: QuizCategory;
  difficulty: DifficultyLevel;
}

export interface CustomChoice {
  topic: string;
  difficulty: DifficultyLevel;
  numberOfQuestions: number;
}

interface SetupTabProps {
  loading: boolean;
  /** Shown after a custom topic gave no questions. */
  notice: string | null;
  onStartPreset(choice: PresetChoice): void;
  onCreateCustom(choice: CustomChoice): void;
}

/** Setup Test: a preset category and difficulty, or a custom topic with a question count. */
export function SetupTab({ loading, notice, onStartPreset, onCreateCustom }: SetupTabProps) {
  const [mode, setMode] = useState<TopicMode>('preset');
  const [category, setCategory] = useState<QuizCategory>('all');
  const [difficulty, setDifficulty] = useState<DifficultyLevel>('all');
  const [topic, setTopic] = useState('');
  const [count, setCount] = useState(String(CUSTOM_QUIZ_DEFAULT_COUNT));
  const blankTopic = topic.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    if (mode === 'preset') onStartPreset({ category, difficulty });
    // Spec part 2 §5: a blank custom topic is never sent.
    else if (!blankTopic) onCreateCustom({ topic: topic.trim(), difficulty, numberOfQuestions: Number(count) });
  };

  return (
    <form onSubmit={submit} aria-label="Set up your test">
      <Stack gap="lg">
        <TopicModeControl value={mode} onChange={setMode} label="Kind of test" />

        {mode === 'preset' ? (
          <Radio.Group label="Category" value={category} onChange={(value) => setCategory(value as QuizCategory)}>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt="xs">
              {QUIZ_CATEGORIES.map((value) => (
                <Radio key={value} value={value} label={QUIZ_CATEGORY_LABELS[value]} />
              ))}
            </SimpleGrid>
          </Radio.Group>
        ) : (
          <Group align="flex-end" wrap="wrap">
            <CustomTopicInput label="Topic" value={topic} onChange={setTopic} style={{ flex: 1, minWidth: 240 }} />
            <Select
              label="Number of Questions"
              value={count}
              onChange={(value) => value && setCount(value)}
              data={CUSTOM_QUIZ_QUESTION_COUNTS.map((n) => ({ value: String(n), label: `${n} questions` }))}
              allowDeselect={false}
              w={170}
            />
          </Group>
        )}

        <Radio.Group label="Difficulty" value={difficulty} onChange={(value) => setDifficulty(value as DifficultyLevel)}>
          <Group mt="xs">
            {DIFFICULTY_LEVELS.map((value) => (
              <Radio key={value} value={value} label={DIFFICULTY_LABELS[value]} />
            ))}
          </Group>
        </Radio.Group>
        {mode === 'custom' && difficulty === 'all' && (
          <Text size="sm" c="dimmed">
            Custom tests with All Levels are made at medium difficulty.
          </Text>
        )}

        {notice && (
          <Alert variant="light" color="yellow" icon={<IconInfoCircle aria-hidden />} role="status">
            {notice}
          </Alert>
        )}

        <Group>
          {mode === 'preset' ? (
            <Button type="submit" disabled={loading} leftSection={<IconPlayerPlay size={16} aria-hidden />}>
              {loading ? 'Loading Questions...' : 'Start Test'}
            </Button>
          ) : (
            <Button type="submit" disabled={loading || blankTopic} leftSection={<IconSparkles size={16} aria-hidden />}>
              {loading ? 'Creating Test...' : 'Create Custom Test'}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
