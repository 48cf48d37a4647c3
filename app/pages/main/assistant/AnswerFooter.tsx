import type { ReactNode } from 'react';
import { Group, Stack } from '@mantine/core';
import type { Snapshot } from 'valtio';
import { toggleShowAll, type ChatMessage } from '../../../state/assistant';
import { CopyAnswerButton } from './CopyAnswerButton';
import { NextStepsList } from './NextStepsList';
import { SourcesList } from './SourcesList';

interface AnswerFooterProps {
  message: Snapshot<ChatMessage>;
  /** The answer's text as shown (what Copy copies). */
  text: string;
  onOpenLaw?: (lawId: string) => void;
  /** More controls beside Copy, in one row that wraps on a phone. */
  actions?: ReactNode;
  /** Under the controls: taking the answer away (Save/Print/Share, Listen, Follow, Deadline cards). */
  children?: ReactNode;
}

/**
 * Everything under a finished answer: its sources, next steps, then one row of controls and any
 * cards. Kept below the answer (the lead and the first quoted passage come first on a
 * phone); the row is a labelled group so a screen reader finds the controls together.
 */
export function AnswerFooter({ message, text, onOpenLaw, actions, children }: AnswerFooterProps) {
  return (
    <Stack gap="md">
      <SourcesList sources={message.sources} showAll={message.showAll} onToggle={() => toggleShowAll(message.id)} onOpenLaw={onOpenLaw} />
      <NextStepsList steps={message.nextSteps} />
      <Group gap="xs" wrap="wrap" role="group" aria-label="Answer actions">
        <CopyAnswerButton text={text} />
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
