import { memo, useCallback, useEffect } from 'react';
import { Text } from '@mantine/core';
import type { Snapshot } from 'valtio';
import { AnswerView } from '../../components/answer/AnswerView';
import { engineLabel } from '../../components/answerEngine';
import { useTypewriter } from '../../components/answer/useTypewriter';
import { ChatAnswer } from '../../chat/ChatAnswer';
import { prefersReducedMotion } from '../../chat/reducedMotion';
import type { AnswerProps } from '../../chat/Transcript';
import { tutorChat, typingStepMs, type TutorMessage } from './chatState';

/** The reply typed out at the chat's speed (once: it stays whole after), then shown in the answer's structured view. */
function TutorReply({ message, typed }: { message: Snapshot<TutorMessage>; typed: boolean }) {
  const done = useCallback(() => void tutorChat.update(message.id, { revealed: true }), [message.id]);
  const shown = useTypewriter(typed ? '' : message.content, typingStepMs(message.content), done);
  // A tap or a key shows the whole answer at once.
  useEffect(() => {
    if (typed) return;
    window.addEventListener('pointerdown', done);
    window.addEventListener('keydown', done);
    return () => {
      window.removeEventListener('pointerdown', done);
      window.removeEventListener('keydown', done);
    };
  }, [typed, done]);
  if (!typed) {
    return (
      <Text component="div" aria-hidden style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-typing="true">
        {shown}
        <span className="typewriter-cursor" />
      </Text>
    );
  }
  return <AnswerView text={message.content.replace(/\*/g, '')} />;
}

/** A message of the tutor: the greeting, the typing placeholder, the reply, or the error text. */
export const TutorAnswer = memo(function TutorAnswer({ message, index }: AnswerProps<TutorMessage>) {
  const plain = message.failed || message.id === 'greeting';
  // Which engine answered, and its notice, come with the whole answer, once it is typed out.
  const typed = message.revealed === true || prefersReducedMotion();
  const engine = typed ? engineLabel(message.engine) : undefined;
  return (
    <ChatAnswer
      label="Tutor"
      author="Legal Tutor"
      busy={message.isTyping}
      index={index}
      engine={engine ? { label: engine, offline: message.engine === 'offline' } : null}
      notice={typed ? message.notice : undefined}
      typing={message.isTyping ? 'Tutor is typing...' : undefined}
      plain={plain ? message.content : undefined}
    >
      <TutorReply message={message} typed={typed} />
    </ChatAnswer>
  );
});
