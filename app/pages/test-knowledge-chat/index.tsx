import { useEffect, useRef, useState } from 'react';
import { Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { IconBulb, IconSend } from '@tabler/icons-react';
import { CHAT_QUESTION_MAX } from '../../../core/schemas/quiz';
import { routeFor } from '../../../core/routes';
import { ModePage } from '../../components/quiz/ModePage';
import { askTutorAnywhere, TutorUnavailableError } from './ask';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { askQuestion, canSend, failReply, replyTo, SUGGESTED_QUESTIONS, tutorChat, tutorState } from './chatState';
import { Transcript } from '../../chat/Transcript';
import { QuestionForm } from '../../chat/QuestionForm';
import { TutorAnswer } from './TutorAnswer';

const TITLE = routeFor('/test-knowledge-chat')!.title;

/** /test-knowledge-chat: "Test My Legal Knowledge - Chat Mode" (spec part 2 §2, §4, §8). */
export default function KnowledgeChatPage() {
  useDocumentTitle(TITLE);
  const { messages, pending } = useSnapshot(tutorState);
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);

  // The box is disabled while waiting; give it the focus back afterwards.
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending) inputRef.current?.focus();
    wasPending.current = pending;
  }, [pending]);

  const send = async () => {
    if (!canSend(input, pending)) return;
    const question = input.trim();
    const replyId = askQuestion(question);
    // The reply fills its own placeholder; once the chat was cleared (another user), nothing here changes it.
    const current = tutorChat.stillCurrent();
    setInput('');
    tutorChat.setPending(true);
    try {
      replyTo(replyId, await askTutorAnywhere(question));
    } catch (error) {
      console.warn('The tutor could not answer', error);
      failReply(replyId, error instanceof TutorUnavailableError ? error.message : undefined);
    } finally {
      if (current()) tutorChat.setPending(false);
    }
  };

  const suggest = (question: string) => {
    setInput(question);
    inputRef.current?.focus();
  };

  return (
    <ModePage title={TITLE} lead="Ask questions and learn how federal law works, with the official sources." links={['home', 'quiz']}>
      <Transcript label="Conversation" messages={messages} Answer={TutorAnswer} answerProps={{}} />

      <QuestionForm
        name="Ask the tutor"
        onSend={() => void send()}
        inputRef={inputRef}
        label="Your question"
        enterDoes="send"
        max={CHAT_QUESTION_MAX}
        placeholder="Ask a question about federal law..."
        value={input}
        onValue={setInput}
        disabled={pending}
        submitDisabled={!canSend(input, pending)}
        submitIcon={<IconSend size={16} aria-hidden />}
        submitLabel="Send"
      />

      <Paper withBorder p="md" radius="md">
        <Group gap={6} mb="sm">
          <IconBulb size={18} aria-hidden color="var(--mantine-color-yellow-8)" />
          <Title order={2} size="h5">
            Suggested questions
          </Title>
        </Group>
        <Stack gap="xs" component="ul" className="plain-list">
          {SUGGESTED_QUESTIONS.map((question) => (
            <li key={question}>
              <UnstyledButton
                onClick={() => suggest(question)}
                className="suggested-question"
                p="xs"
                style={{ borderRadius: 'var(--mantine-radius-sm)', width: '100%' }}
              >
                <Text size="sm" c="navy.8" fw={600}>
                  {question}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </Paper>
    </ModePage>
  );
}
