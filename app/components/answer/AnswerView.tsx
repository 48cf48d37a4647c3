import { memo, useId, useMemo, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { parseAnswer, type AnswerBlock } from '../../../core/answer/format';
import type { Jurisdiction, Source } from '../../../core/schemas/legal';
import { AnswerPart, type AnswerPartProps, type AnswerSection } from './AnswerPart';
import { isSafetyParagraph } from '../../../core/safety/danger';

/** Consecutive disclaimer lines share one amber box. */
function sections(blocks: AnswerBlock[]): AnswerSection[] {
  const out: AnswerSection[] = [];
  for (const block of blocks) {
    const last = out[out.length - 1];
    if (block.kind === 'disclaimer' && last?.kind === 'disclaimers') last.lines.push(block.text);
    else if (block.kind === 'disclaimer') out.push({ kind: 'disclaimers', lines: [block.text] });
    else out.push(block);
  }
  return out;
}

/**
 * A block being typed, rendered again only when its own text changed: the text is
 * parsed anew each frame, so a finished block is a new object with the same content. Only the
 * block being typed renders; the lead and the law cards above it stay as they are.
 */
const TypedPart = memo(
  AnswerPart,
  (before: AnswerPartProps, after: AnswerPartProps) =>
    before.index === after.index && JSON.stringify(before.part) === JSON.stringify(after.part),
);

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
 * phone: the lead paragraph first; for a state-law question, the state's law and the
 * state-law chat; each law as a compact card with its quoted passage; disclaimer lines in the
 * amber box. Everything is rendered as text.
 */
export function AnswerView({ text, jurisdiction, sources = [], onOpenLaw, typing = false }: AnswerViewProps) {
  const parts = useMemo(() => sections(parseAnswer(text)), [text]);
  // The crisis lines that open an answer come before its lead: the lead and the state-law card
  // keep their places after them.
  const safety = parts.findIndex((part) => !(part.kind === 'paragraph' && isSafetyParagraph(part.text)));
  const offset = Math.max(0, safety);
  if (typing)
    return (
      <Stack gap="sm">
        {parts.map((part, i) => (
          <TypedPart key={i} part={part} index={i - offset} typing />
        ))}
      </Stack>
    );
  return <CompactAnswer parts={parts} offset={offset} jurisdiction={jurisdiction} sources={sources} onOpenLaw={onOpenLaw} />;
}

/**
 * Shaped for a phone (docs/evidence.md): the lead, the first law with its one quotation, and the
 * disclaimer; the other laws and paragraphs behind a real "More" button (aria-expanded, the region
 * it controls), so a keyboard and a screen reader reach everything.
 */
function CompactAnswer({
  parts,
  offset,
  jurisdiction,
  sources,
  onOpenLaw,
}: {
  parts: AnswerSection[];
  offset: number;
  jurisdiction?: Jurisdiction;
  sources: readonly Source[];
  onOpenLaw?: (lawId: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const lawIdOf = (citation: string) => sources.find((s) => s.citation === citation && s.lawId)?.lawId;
  const stateLaw = jurisdiction?.kind === 'state' ? jurisdiction : undefined;
  const firstLaw = parts.findIndex((p) => p.kind === 'law');
  // Shown: everything but the law cards after the first (notes such as an unverified citation's
  // flag and the disclaimers always show); those cards are behind "More".
  const isShown = (part: AnswerSection, i: number) => part.kind !== 'law' || i <= firstLaw;
  const render = (part: AnswerSection, i: number) => (
    <AnswerPart
      key={i}
      part={part}
      index={i - offset}
      stateLaw={stateLaw}
      lawId={part.kind === 'law' ? lawIdOf(part.badge) : undefined}
      onOpenLaw={onOpenLaw}
    />
  );
  const hidden = parts.map((part, i) => [part, i] as const).filter(([part, i]) => !isShown(part, i));
  return (
    <Stack gap="sm">
      {parts.map((part, i) => (isShown(part, i) ? render(part, i) : null))}
      {hidden.length > 0 && (
        <>
          <Button
            variant="light"
            size="sm"
            aria-expanded={open}
            aria-controls={regionId}
            onClick={() => setOpen((v) => !v)}
            style={{ alignSelf: 'flex-start' }}
          >
            {open ? 'Less of this answer' : 'More of this answer'}
          </Button>
          {/* A plain element: the hidden attribute hides it (a flex Stack's own display would not). */}
          <div id={regionId} hidden={!open}>
            <Stack gap="sm">{hidden.map(([part, i]) => render(part, i))}</Stack>
          </div>
        </>
      )}
    </Stack>
  );
}
