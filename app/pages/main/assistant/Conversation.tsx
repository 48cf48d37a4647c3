import { useSnapshot } from 'valtio';
import { Transcript } from '../../../chat/Transcript';
import { answerArriving, assistantState } from '../../../state/assistant';
import { AiMessage } from './AiMessage';

interface ConversationProps {
  /** A search is under way: "Searching federal databases..." until its answer's first text shows. */
  pending?: boolean;
  onOpenLaw?: (lawId: string) => void;
}

/**
 * The Legal Assistant's conversation: the one chat transcript (app/chat), windowed to the last
 * exchanges, with the searching indicator above it, next to the question box.
 */
export function Conversation({ pending = false, onOpenLaw }: ConversationProps) {
  const { messages } = useSnapshot(assistantState);
  return (
    <Transcript
      label="Conversation"
      messages={messages}
      Answer={AiMessage}
      answerProps={{ onOpenLaw }}
      typing={pending && !answerArriving(messages) ? 'Searching federal databases...' : null}
      typingFirst
      windowed
    />
  );
}
