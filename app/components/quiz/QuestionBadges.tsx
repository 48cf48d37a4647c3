import { Badge, Group } from '@mantine/core';
import { categoryLabel, DIFFICULTY_LABELS } from '../../../core/quiz/texts';
import type { Difficulty } from '../../../core/schemas/quiz';
import { TEXT_ON_LIGHT } from './colors';

/** Badge colours by difficulty, with text dark enough for AA contrast on the light background. */
const DIFFICULTY_COLORS: Record<Difficulty, string> = { easy: 'green', medium: 'yellow', hard: 'red' };
const DIFFICULTY_TEXT: Record<Difficulty, string> = { easy: TEXT_ON_LIGHT.green, medium: TEXT_ON_LIGHT.yellow, hard: TEXT_ON_LIGHT.red };

/** Category, difficulty and (when known) the law reference of a question. */
export function QuestionBadges({
  category,
  difficulty,
  lawReference,
}: {
  category: string;
  difficulty: Difficulty;
  lawReference?: string;
}) {
  return (
    <Group gap="xs">
      <Badge variant="light" color="navy" tt="none">
        {categoryLabel(category)}
      </Badge>
      <Badge variant="light" color={DIFFICULTY_COLORS[difficulty]} c={DIFFICULTY_TEXT[difficulty]} tt="none">
        {DIFFICULTY_LABELS[difficulty]}
      </Badge>
      {lawReference?.trim() && (
        <Badge variant="default" tt="none">
          {lawReference}
        </Badge>
      )}
    </Group>
  );
}
