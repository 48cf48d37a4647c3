import type { ReactNode } from 'react';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleXFilled } from '@tabler/icons-react';

/** How an option looks: before answering, chosen, and after the reveal right or wrong. */
export type OptionLook = 'open' | 'chosen' | 'correct' | 'incorrect' | 'other';

export const optionLetter = (index: number) => String.fromCharCode(65 + index);

const LOOKS: Record<OptionLook, { border: string; background: string }> = {
  open: { border: 'var(--mantine-color-gray-4)', background: 'var(--mantine-color-white)' },
  chosen: { border: 'var(--mantine-color-navy-6)', background: 'var(--mantine-color-navy-0)' },
  correct: { border: 'var(--mantine-color-green-7)', background: 'var(--mantine-color-green-0)' },
  incorrect: { border: 'var(--mantine-color-red-7)', background: 'var(--mantine-color-red-0)' },
  other: { border: 'var(--mantine-color-gray-3)', background: 'var(--mantine-color-gray-0)' },
};

/** Words for screen readers that the colours and icons show. */
const SPOKEN: Partial<Record<OptionLook, string>> = { correct: 'correct answer', incorrect: 'incorrect' };

interface OptionButtonProps {
  index: number;
  text: string;
  look: OptionLook;
  disabled: boolean;
  onSelect(): void;
  /** "You" / "AI" badges (battle). */
  badges?: ReactNode;
  /** Spoken after the option, e.g. "your answer". */
  note?: string;
}

/** One lettered option (A, B, C, D) of a quiz or battle question. */
export function OptionButton({ index, text, look, disabled, onSelect, badges, note }: OptionButtonProps) {
  const { border, background } = LOOKS[look];
  const spoken = [SPOKEN[look], note].filter(Boolean).join(', ');
  return (
    <UnstyledButton
      onClick={onSelect}
      disabled={disabled}
      aria-disabled={disabled}
      data-look={look}
      className="quiz-option"
      p="sm"
      style={{
        border: `2px solid ${border}`,
        background,
        borderRadius: 'var(--mantine-radius-md)',
        width: '100%',
        cursor: disabled ? 'default' : 'pointer',
      }}
    >
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Text fw={700} c="navy.8" aria-hidden>
          {optionLetter(index)}.
        </Text>
        <Text style={{ flex: 1, overflowWrap: 'anywhere' }}>
          <span className="visually-hidden">{optionLetter(index)}. </span>
          {text}
          {spoken && <span className="visually-hidden"> ({spoken})</span>}
        </Text>
        {badges}
        {look === 'correct' && <IconCircleCheckFilled size={22} color="var(--mantine-color-green-8)" aria-hidden />}
        {look === 'incorrect' && <IconCircleXFilled size={22} color="var(--mantine-color-red-8)" aria-hidden />}
      </Group>
    </UnstyledButton>
  );
}
