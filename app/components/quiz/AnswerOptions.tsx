import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { OptionButton, type OptionLook } from './OptionButton';

interface AnswerOptionsProps {
  options: readonly string[];
  lookOf(index: number): OptionLook;
  disabled: boolean;
  onAnswer(index: number): void;
  /** What a screen reader hears after an option ("your answer"). */
  noteOf?(index: number): string | undefined;
  /** Marks drawn on an option (the battle's "You" and "AI"). */
  badgesOf?(index: number): ReactNode;
}

/** A question's options, one button each (the quiz and the battle). */
export function AnswerOptions({ options, lookOf, disabled, onAnswer, noteOf, badgesOf }: AnswerOptionsProps) {
  return (
    <Stack gap="xs" role="group" aria-label="Answer options">
      {options.map((option, i) => (
        <OptionButton
          key={i}
          index={i}
          text={option}
          look={lookOf(i)}
          disabled={disabled}
          note={noteOf?.(i)}
          onSelect={() => onAnswer(i)}
          badges={badgesOf?.(i)}
        />
      ))}
    </Stack>
  );
}
