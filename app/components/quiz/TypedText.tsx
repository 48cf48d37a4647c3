import { useCallback } from 'react';
import { Text, type TextProps } from '@mantine/core';
import { useTypewriter } from '../answer/useTypewriter';
import { prefersReducedMotion } from '../../chat/reducedMotion';

/**
 * Text typed out at `stepMs` per step (the Legal Assistant's typewriter). The whole text holds
 * its place (invisibly) from the start, so nothing below it moves while it types and a click
 * lands where it was aimed. Screen readers get the whole text at once; with reduced motion
 * nothing is typed.
 */
export function TypedText({ text, stepMs, ...props }: { text: string; stepMs: number } & TextProps) {
  const done = useCallback(() => undefined, []);
  const reduced = prefersReducedMotion();
  const shown = useTypewriter(reduced ? '' : text, stepMs, done);
  return (
    <Text {...props} style={{ display: 'block', position: 'relative', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <span className="visually-hidden">{text}</span>
      <span aria-hidden style={{ visibility: 'hidden' }}>
        {text}
      </span>
      <span aria-hidden style={{ position: 'absolute', inset: 0 }}>
        {reduced ? text : shown}
      </span>
    </Text>
  );
}
