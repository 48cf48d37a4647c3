import { Fragment } from 'react';
import { Anchor, Group, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { UNVERIFIED } from '../../../core/answer/aiCheck';
import type { AnswerBlock } from '../../../core/answer/format';
import { ALSO_FEDERAL_HEADING } from '../../../core/answer/lead';
import { CRISIS_LINES } from '../../../core/safety/lines';
import { isSafetyParagraph, SAFETY_OPENING } from '../../../core/safety/danger';
import type { Jurisdiction } from '../../../core/schemas/legal';
import { Disclaimer } from '../Disclaimer';
import { NewTabNote } from '../NewTabNote';
import { LawCard } from './LawCard';
import { linkifyParts } from './linkify';
import { StateLawCard } from './StateLawCard';

/** An answer's block, consecutive disclaimer lines sharing one amber box. */
export type AnswerSection = AnswerBlock | { kind: 'disclaimers'; lines: string[] };

/** A line the citation check flagged: marked, so it can never pass for a verified law. */
function UnverifiedParagraph({ text }: { text: string }) {
  return (
    <Group
      gap={8}
      wrap="nowrap"
      align="flex-start"
      pl="sm"
      className="answer-unverified"
      style={{ borderLeft: '3px solid var(--mantine-color-orange-6)' }}
    >
      <IconAlertTriangle size={18} aria-hidden color="var(--mantine-color-orange-9)" style={{ flexShrink: 0, marginTop: 3 }} />
      <Text>{text}</Text>
    </Group>
  );
}

/**
 * The crisis or emergency lines that open an answer to a post signalling danger: set apart, and
 * on a phone each line is a tap to call (docs/understanding.md "Safety"). What's Illegal's
 * answer (app/pages/state-laws/AnswerText.tsx) shows them the same way.
 */
export function SafetyParagraph({ text }: { text: string }) {
  const line = Object.values(CRISIS_LINES).find((l) => l.text === text);
  return (
    <Text
      className="answer-safety"
      fw={text === SAFETY_OPENING ? 700 : 600}
      pl="sm"
      style={{ borderLeft: '4px solid var(--mantine-color-red-8)' }}
    >
      {line ? (
        <Anchor href={`tel:${line.tel}`} inherit underline="always" c="red.9">
          {text}
        </Anchor>
      ) : (
        text
      )}
    </Text>
  );
}

/** A paragraph with the app's pages (/state-laws) and official links made clickable. */
function Paragraph({ text, lead, typing }: { text: string; lead?: boolean; typing?: boolean }) {
  return (
    <Text
      className={lead ? 'answer-lead' : undefined}
      fw={lead ? 500 : undefined}
      size={lead ? 'md' : undefined}
      style={{ overflowWrap: 'anywhere' }}
    >
      {typing
        ? text
        : linkifyParts(text).map((part, i) => {
            if (part.kind === 'page')
              return (
                <Anchor key={i} component={Link} to={part.text} inherit underline="always">
                  {part.text}
                </Anchor>
              );
            if (part.kind === 'official')
              return (
                <Anchor key={i} href={part.text} target="_blank" rel="noopener noreferrer" inherit underline="always">
                  {part.text}
                  <NewTabNote />
                </Anchor>
              );
            return <Fragment key={i}>{part.text}</Fragment>;
          })}
    </Text>
  );
}

export interface AnswerPartProps {
  part: AnswerSection;
  /** The block's place in the answer (the first paragraph is the lead). */
  index: number;
  /** A state-law answer: its second paragraph is the card with the state's law. */
  stateLaw?: Extract<Jurisdiction, { kind: 'state' }>;
  /** The law card's record id, for "Read the law". */
  lawId?: string;
  onOpenLaw?: (lawId: string) => void;
  /** Still being typed: no links or "More" yet. */
  typing?: boolean;
}

/** One block of an answer in the structured view (AnswerView.tsx). Everything is rendered as text. */
export function AnswerPart({ part, index, stateLaw, lawId, onOpenLaw, typing = false }: AnswerPartProps) {
  if (part.kind === 'paragraph') {
    if (isSafetyParagraph(part.text)) return <SafetyParagraph text={part.text} />;
    if (part.text.includes(UNVERIFIED)) return <UnverifiedParagraph text={part.text} />;
    if (part.text === ALSO_FEDERAL_HEADING)
      return (
        <Title order={3} size="h6" fw={700} mt={4}>
          Federal law that may also apply
        </Title>
      );
    if (stateLaw && index === 1 && !typing) return <StateLawCard jurisdiction={stateLaw} text={part.text} />;
    return <Paragraph text={part.text} lead={index === 0} typing={typing} />;
  }
  if (part.kind === 'law') return <LawCard law={part} lawId={lawId} onOpenLaw={onOpenLaw} typing={typing} />;
  if (part.kind === 'disclaimers')
    return (
      <Disclaimer>
        {part.lines.map((line, j) => (
          <span key={j} style={{ display: 'block' }}>
            {line}
          </span>
        ))}
      </Disclaimer>
    );
  return null;
}
