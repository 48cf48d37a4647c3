import { TypingIndicator } from '../../../chat/TypingIndicator';

/**
 * "Searching federal databases..." with three bouncing dots (styles.css; still under
 * prefers-reduced-motion). The status region is always present so its text is announced.
 */
export function SearchingIndicator({ pending }: { pending: boolean }) {
  return <div role="status">{pending && <TypingIndicator py="xs">Searching federal databases...</TypingIndicator>}</div>;
}
