import { useMemo } from 'react';
import { Group, Stack } from '@mantine/core';
import { deadlinesFor } from '../../../core/deadlines';
import { receiptFromAnswer, receiptListenText, receiptSections, type Receipt, type ReceiptKind } from '../../../core/receipts';
import { useAuth } from '../../auth';
import { DeadlineCard } from '../deadlines/DeadlineCard';
import { FollowButton } from '../follow/FollowButton';
import { ListenControl } from '../listen/ListenControl';
import { ReceiptActions } from '../receipts/ReceiptActions';

export interface AnswerTakeawayProps {
  /** The answer's id (a UUID): its receipt keeps it, so "Saved" shows on the answer again. */
  id: string;
  kind?: ReceiptKind;
  question: string;
  /** The answer in the spec's text format (core/answer/format). */
  text: string;
  /** Which engine answered, as shown to the reader. */
  engine: string;
  /** ISO time the answer was given. */
  at: string;
}

/**
 * Take the answer with you: Save / Print / Share / Download PDF, Listen, Follow, and a
 * Deadline card for each deadline the cited sections state. All of it works on the device, offline.
 */
export function AnswerTakeaway({ id, kind = 'answer', question, text, engine, at }: AnswerTakeawayProps) {
  const receipt = useMemo(() => {
    try {
      return receiptFromAnswer({ id, kind, question, text, engine, at: new Date(at) });
    } catch {
      return undefined; // an answer with no usable id or date: nothing to keep, the answer still shows
    }
  }, [id, kind, question, text, engine, at]);
  return receipt ? <TakeawayBar receipt={receipt} /> : null;
}

/** The controls for a receipt already made (a state-law answer, a law). */
export function TakeawayBar({ receipt }: { receipt: Receipt }) {
  const { user } = useAuth();
  const sections = useMemo(() => receiptSections(receipt), [receipt]);
  const deadlines = useMemo(() => deadlinesFor(sections), [sections]);
  const { kind, question } = receipt;
  const what = kind === 'law' ? 'this law' : 'this answer';
  return (
    <Stack gap="sm" className="answer-takeaway">
      {deadlines.map((d) => (
        <DeadlineCard key={d.id} deadline={d} />
      ))}
      <ListenControl text={receiptListenText(receipt)} label={`Listen to ${what}`} signedIn={Boolean(user)} />
      <Group gap="xs" wrap="wrap">
        <ReceiptActions receipt={receipt} label={what} />
        <FollowButton
          followKey={`${kind}:${kind === 'law' && sections[0] ? `usc-${sections[0].title}-${sections[0].section}` : question.trim().toLowerCase()}`}
          source={{ name: question.trim().slice(0, 120), text: `${question}\n${receipt.lead}`, sections }}
          label={question.trim().slice(0, 80)}
        />
      </Group>
    </Stack>
  );
}
