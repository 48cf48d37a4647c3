import type { CSSProperties } from 'react';
import { TextInput } from '@mantine/core';
import { BATTLE_TEXTS } from '../../../core/quiz/texts';
import { TOPIC_MAX } from '../../../core/schemas/quiz';

interface CustomTopicInputProps {
  label: string;
  value: string;
  onChange(topic: string): void;
  style?: CSSProperties;
}

/** The quiz's and the battle's own-topic box: its example and the server's length limit. */
export function CustomTopicInput({ label, value, onChange, style }: CustomTopicInputProps) {
  return (
    <TextInput
      label={label}
      placeholder={BATTLE_TEXTS.customTopicPlaceholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={TOPIC_MAX}
      style={style}
    />
  );
}
