import { Textarea } from '@mantine/core';
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import { postLengthNote } from '../components/postLength';

interface QuestionBoxProps {
  inputRef?: Ref<HTMLTextAreaElement>;
  label: string;
  /** What Enter does: "search", "send". */
  enterDoes: string;
  /** The longest question accepted (its count is shown as the user types). */
  max: number;
  error?: ReactNode;
  placeholder: string;
  value: string;
  onValue(value: string): void;
  onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void;
  disabled: boolean;
}

/** A chat's question box: grows to six lines, says what Enter does and how long the question is. */
export function QuestionBox({
  inputRef,
  label,
  enterDoes,
  max,
  error,
  placeholder,
  value,
  onValue,
  onKeyDown,
  disabled,
}: QuestionBoxProps) {
  return (
    <Textarea
      ref={inputRef}
      label={label}
      description={`Press Enter to ${enterDoes}, Shift+Enter for a new line. ${postLengthNote(value.length, max)}.`}
      error={error}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onValue(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      disabled={disabled}
      autosize
      minRows={2}
      maxRows={6}
    />
  );
}
