import { useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button, Group } from '@mantine/core';
import { overLimitMessage } from '../components/postLength';
import { submitOnEnter } from '../components/submitOnEnter';
import { QuestionBox } from './QuestionBox';

interface QuestionFormProps {
  /** The form's accessible name. */
  name: string;
  /** Called on Enter or the button; the page decides whether the question goes. */
  onSend(): void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  label: string;
  /** What Enter does: "search", "send". */
  enterDoes: string;
  max: number;
  placeholder: string;
  value: string;
  onValue(value: string): void;
  /** The box is disabled while an answer is on its way. */
  disabled: boolean;
  submitDisabled: boolean;
  submitIcon: ReactNode;
  submitLabel: string;
}

/**
 * A chat's question form: the question box (Enter sends, Shift+Enter starts a new line; a question
 * over the limit is refused with a message, never cut) and its button below, on the right.
 */
export function QuestionForm({ name, onSend, submitDisabled, submitIcon, submitLabel, ...box }: QuestionFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };
  return (
    <form ref={form} onSubmit={submit} aria-label={name}>
      <QuestionBox {...box} error={overLimitMessage(box.value.length, box.max)} onKeyDown={submitOnEnter(form)} />
      <Group justify="flex-end" mt="sm">
        <Button type="submit" disabled={submitDisabled} leftSection={submitIcon}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
