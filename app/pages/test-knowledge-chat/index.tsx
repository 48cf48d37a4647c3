import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Container, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBulb, IconSend } from '@tabler/icons-react';
import { CHAT_QUESTION_MAX } from '../../../core/schemas/quiz';
import { routeFor } from '../../../core/routes';
import { Disclaimer } from '../../components/Disclaimer';
import { ModeHeader } from '../../components/quiz/ModeLinks';
import { askTutorAnywhere, TutorUnavailableError } from './ask';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { AnswerNotice } from '../../components/answer/AnswerNotice';
import { AnswerView } from '../../components/answer/AnswerView';
import { engineLabel } from '../../components/answerEngine';
import { useTypewriter } from '../../components/answer/useTypewriter';
import {
  canSend,
  greetingMessage,
  SUGGESTED_QUESTIONS,
  typingStepMs,
  withError,
  withQuestion,
  withReply,
  type TutorMessage,
} from './chatState';
import { prefersReducedMotion } from '../../chat/reducedMotion';
import { TypingIndicator } from '../../chat/TypingIndicator';
import { QuestionForm } from '../../chat/QuestionForm';
import { ChatAuthor } from '../../chat/ChatAuthor';

const TITLE = routeFor('/test-knowledge-chat')!.title;

/** The reply typed out at the chat's speed, then shown in the answer's structured view. */
function TutorReply({ message }: { message: TutorMessage }) {
  const [typed, setTyped] = useState(prefersReducedMotion());
  const done = useCallback(() => setTyped(true), []);
  const plain = message.failed || message.id === 'greeting';
  const shown = useTypewriter(typed || plain ? '' : message.content, typingStepMs(message.content), done);
  // A tap or a key shows the whole answer at once.
  useEffect(() => {
    if (typed || plain) return;
    window.addEventListener('pointerdown', done);
    window.addEventListener('keydown', done);
    return () => {
      window.removeEventListener('pointerdown', done);
      window.removeEventListener('keydown', done);
    };
  }, [typed, plain, done]);
  if (plain) return <Text style={{ whiteSpace: 'pre-wrap' }}>{message.content}</Text>;
  if (!typed) {
    return (
      <Text component="div" aria-hidden style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-typing="true">
        {shown}
        <span className="typewriter-cursor" />
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {message.notice && <AnswerNotice>{message.notice}</AnswerNotice>}
      <AnswerView text={message.content.replace(/\*/g, '')} />
      {engineLabel(message.engine) && (
        <Text size="xs" c="dimmed">
          {engineLabel(message.engine)}
        </Text>
      )}
    </Stack>
  );
}

function MessageView({ message }: { message: TutorMessage }) {
  if (message.type === 'user') {
    return (
      <Box component="article" aria-label="Your question" style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Paper bg="navy.8" c="white" px="md" py="sm" radius="lg" maw="85%">
          <Text className="visually-hidden">You asked:</Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.content}</Text>
        </Paper>
      </Box>
    );
  }
  return (
    <Paper component="article" aria-label="Tutor" aria-busy={message.isTyping} withBorder p="md" radius="lg" maw="95%">
      <ChatAuthor name="Legal Tutor" mb="xs" />
      {message.isTyping ? <TypingIndicator py="xs">Tutor is typing...</TypingIndicator> : <TutorReply message={message} />}
    </Paper>
  );
}

/** /test-knowledge-chat: "Test My Legal Knowledge - Chat Mode" (spec part 2 §2, §4, §8). */
export default function KnowledgeChatPage() {
  useDocumentTitle(TITLE);
  const [messages, setMessages] = useState<TutorMessage[]>(() => [greetingMessage(new Date())]);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const counter = useRef(0);

  // Follow the conversation as it grows.
  useEffect(() => {
    if (messages.length > 1) bottom.current?.scrollIntoView?.({ block: 'end', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [messages.length]);

  // The box is disabled while waiting; give it the focus back afterwards.
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending) inputRef.current?.focus();
    wasPending.current = pending;
  }, [pending]);

  const send = async () => {
    if (!canSend(input, pending)) return;
    const question = input.trim();
    counter.current += 1;
    const ids = { user: `user-${counter.current}`, reply: `reply-${counter.current}` };
    setMessages((current) => withQuestion(current, question, ids, new Date()));
    setInput('');
    setPending(true);
    try {
      const reply = await askTutorAnywhere(question);
      setMessages((current) => withReply(current, ids.reply, reply, new Date()));
    } catch (error) {
      console.warn('The tutor could not answer', error);
      setMessages((current) =>
        withError(current, ids.reply, new Date(), error instanceof TutorUnavailableError ? error.message : undefined),
      );
    } finally {
      setPending(false);
    }
  };

  const suggest = (question: string) => {
    setInput(question);
    inputRef.current?.focus();
  };

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <ModeHeader
          title={TITLE}
          lead="Ask questions and learn how federal law works, with the official sources."
          links={['home', 'quiz']}
        />
        <Disclaimer />

        <Stack gap="md" role="log" aria-live="polite" aria-label="Conversation">
          {messages.map((message) => (
            <MessageView key={message.id} message={message} />
          ))}
          <div ref={bottom} />
        </Stack>

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
      </Stack>
    </Container>
  );
}
