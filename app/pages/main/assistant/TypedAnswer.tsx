import { useEffect, useMemo } from 'react';
import { Box } from '@mantine/core';
import { AnswerView } from '../../../components/answer/AnswerView';
import { ANSWER_TYPEWRITER_STEP_MS } from '../../../components/answer/typewriter';
import { typingText } from '../../../components/answer/typingText';
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
 * The answer being typed out in its formatted blocks (the lead, law cards with their quoted
 * passages), with a cursor; links, penalties and details come with the finished answer, so no
 * raw "Verify:" line is ever shown (typingText.ts). Hidden from assistive technology: the
 * finished answer is announced instead of every character. A frame renders only the block being
 * typed (AnswerView's TypedPart), at most every TYPING_FRAME_MS (useTypewriter.ts).
 */
export function TypedAnswer({ text, final, instant = false, onDone }: TypedAnswerProps) {
  const visible = useMemo(() => typingText(text), [text]);
  const typed = useTypewriter(instant ? '' : visible, ANSWER_TYPEWRITER_STEP_MS, nothing);
  const shown = instant ? visible : typed;
  // Catching up with a streamed text is not the end: only the final answer, all typed, is.
  const typedAll = shown.length === visible.length;
  useEffect(() => {
    if (final && typedAll) onDone();
  }, [final, typedAll, onDone]);

  return (
    <Box aria-hidden data-typing="true" className="typed-answer">
      <AnswerView text={shown} typing />
      <span className="typewriter-cursor" />
    </Box>
  );
}
