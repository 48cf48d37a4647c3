import { Fragment, useMemo } from 'react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { UNVERIFIED } from '../../../core/answer/aiCheck';
import { parseAnswer, type AnswerBlock } from '../../../core/answer/format';
import { ALSO_FEDERAL_HEADING } from '../../../core/answer/lead';
import type { Jurisdiction, Source } from '../../../core/schemas/legal';
import { Disclaimer } from '../Disclaimer';
import { NewTabNote } from '../NewTabNote';
import { LawCard } from './LawCard';
import { linkifyParts } from './linkify';
import { StateLawCard } from './StateLawCard';

type Section = AnswerBlock | { kind: 'disclaimers'; lines: string[] };

/** Consecutive disclaimer lines share one amber box. */
function sections(blocks: AnswerBlock[]): Section[] {
  const out: Section[] = [];
  for (const block of blocks) {
    const last = out[out.length - 1];
    if (block.kind === 'disclaimer' && last?.kind === 'disclaimers') last.lines.push(block.text);
    else if (block.kind === 'disclaimer') out.push({ kind: 'disclaimers', lines: [block.text] });
    else out.push(block);
  }
  return out;
}

/** A line the citation check flagged: marked, so it can never pass for a verified law. */
function UnverifiedParagraph({ text }: { text: string }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" pl="sm" className="answer-unverified" style={{ borderLeft: '3px solid var(--mantine-color-orange-6)' }}>
      <IconAlertTriangle size={18} aria-hidden color="var(--mantine-color-orange-9)" style={{ flexShrink: 0, marginTop: 3 }} />
      <Text>{text}</Text>
    </Group>
  );
}

/** A paragraph with the app's pages (/state-laws) and official links made clickable. */
function Paragraph({ text, lead, typing }: { text: string; lead?: boolean; typing?: boolean }) {
  return (
    <Text className={lead ? 'answer-lead' : undefined} fw={lead ? 500 : undefined} size={lead ? 'md' : undefined} style={{ overflowWrap: 'anywhere' }}>
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

interface AnswerViewProps {
  text: string;
  /** Who decides the question: a state-law answer shows the state's law and the state-law chat. */
  jurisdiction?: Jurisdiction;
  /** The answer's sources: a law card's "Read the law" opens its record. */
  sources?: readonly Source[];
  onOpenLaw?: (lawId: string) => void;
  /** The text is still being typed: no links or "More" yet. */
  typing?: boolean;
}

/**
 * An answer in the spec's structured view (part 1 §3 "AI response text format"), shaped for a
 * phone (issue 16): the lead paragraph first; for a state-law question, the state's law and the
 * state-law chat; each law as a compact card with its quoted passage; disclaimer lines in the
 * amber box. Everything is rendered as text.
 */
export function AnswerView({ text, jurisdiction, sources = [], onOpenLaw, typing = false }: AnswerViewProps) {
  const parts = useMemo(() => sections(parseAnswer(text)), [text]);
  const lawIdOf = (citation: string) => sources.find((s) => s.citation === citation && s.lawId)?.lawId;
  const stateLaw = jurisdiction?.kind === 'state' ? jurisdiction : undefined;
  return (
    <Stack gap="sm">
      {parts.map((part, i) => {
        if (part.kind === 'paragraph') {
          if (part.text.includes(UNVERIFIED)) return <UnverifiedParagraph key={i} text={part.text} />;
          if (part.text === ALSO_FEDERAL_HEADING)
            return (
              <Title key={i} order={3} size="h6" fw={700} mt={4}>
                Federal law that may also apply
              </Title>
            );
          // A state-law answer's second paragraph says where its law is: the card with the links.
          if (stateLaw && i === 1 && !typing) return <StateLawCard key={i} jurisdiction={stateLaw} text={part.text} />;
          return <Paragraph key={i} text={part.text} lead={i === 0} typing={typing} />;
        }
        if (part.kind === 'law') return <LawCard key={i} law={part} lawId={lawIdOf(part.badge)} onOpenLaw={onOpenLaw} typing={typing} />;
        if (part.kind === 'disclaimers')
          return (
            <Disclaimer key={i}>
              {part.lines.map((line, j) => (
                <span key={j} style={{ display: 'block' }}>
                  {line}
                </span>
              ))}
            </Disclaimer>
          );
        return null;
      })}
    </Stack>
  );
}
