import { Text } from '@mantine/core';
import { ANSWER_TYPEWRITER_STEP_MS } from './typewriter';
import { useTypewriter } from './useTypewriter';

interface TypedAnswerProps {
  text: string;
  onDone(): void;
}

/**
 * The answer being typed out, with a cursor. Hidden from assistive technology: the finished
 * answer is announced instead of every character.
 */
export function TypedAnswer({ text, onDone }: TypedAnswerProps) {
  const shown = useTypewriter(text, ANSWER_TYPEWRITER_STEP_MS, onDone);
  return (
    <Text component="div" aria-hidden style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-typing="true">
      {shown}
      <span className="typewriter-cursor" />
    </Text>
  );
}
