import { useEffect } from 'react';
import { Text } from '@mantine/core';
import { ANSWER_TYPEWRITER_STEP_MS } from '../../../components/answer/typewriter';
import { useTypewriter } from '../../../components/answer/useTypewriter';

interface TypedAnswerProps {
  /** The answer's text so far; it may grow while the answer streams in. */
  text: string;
  /** The final answer is in: once it is all typed, `onDone` is called. */
  final: boolean;
  /** Show the text as it is, without typing (the user skipped it, or prefers reduced motion). */
  instant?: boolean;
  onDone(): void;
}

const nothing = () => undefined;

/**
 * The answer being typed out, with a cursor. Hidden from assistive technology: the finished
 * answer is announced instead of every character.
 */
export function TypedAnswer({ text, final, instant = false, onDone }: TypedAnswerProps) {
  const typed = useTypewriter(instant ? '' : text, ANSWER_TYPEWRITER_STEP_MS, nothing);
  const shown = instant ? text : typed;
  // Catching up with a streamed text is not the end: only the final answer, all typed, is.
  const typedAll = shown.length === text.length;
  useEffect(() => {
    if (final && typedAll) onDone();
  }, [final, typedAll, onDone]);

  return (
    <Text component="div" aria-hidden style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-typing="true">
      {shown}
      <span className="typewriter-cursor" />
    </Text>
  );
}
