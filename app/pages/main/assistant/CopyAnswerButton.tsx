import { CopyTextButton } from '../../../components/contracts/CopyTextButton';

const ANSWER_COPIED = { title: 'Copied', message: 'Response copied to clipboard' };

/** Copies an answer (spec part 1 §8 toasts; the button reads "Copied" for 2 seconds). */
export function CopyAnswerButton({ text }: { text: string }) {
  return <CopyTextButton text={text} copiedToast={ANSWER_COPIED} size="xs" />;
}
