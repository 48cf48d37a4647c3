import { memo, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { OfficialText } from '../../../../core/schemas/legal';
import { blockIndexOf, levelElementId, officialTextBlocks, type TextBlock } from './blocks';
import { copyCitation } from './copyCitation';
import './officialText.css';

/** Blocks shown at once; the rest follow a batch per frame (a 900-level section stays responsive). */
export const FIRST_BLOCKS = 120;
const BATCH = 250;

export interface OfficialTextViewProps {
  text: OfficialText;
  /** The level to scroll to and highlight ("a-1"), from a deep link. */
  target?: string;
  /** Prefix of the levels' element ids (the detail view uses one, so ids stay unique on the page). */
  idPrefix?: string;
  /** Called when a cross-reference is followed (the detail view closes itself). */
  onNavigate?: () => void;
}

const Block = memo(function Block({
  block,
  idPrefix,
  target,
  onNavigate,
}: {
  block: TextBlock;
  idPrefix: string;
  target: boolean;
  onNavigate?: () => void;
}) {
  const isLevel = block.kind === 'level';
  const paragraphs = block.paragraphs.length ? block.paragraphs : [[]];
  return (
    <div
      className="law-block"
      id={isLevel ? levelElementId(block.levelId, idPrefix) : undefined}
      data-target={target ? 'true' : undefined}
      data-level={isLevel ? block.levelId : undefined}
      style={{ ['--law-depth' as string]: block.depth }}
    >
      {isLevel && block.citation && (
        <button
          type="button"
          className="law-copy"
          aria-label={`Copy citation ${block.citation}`}
          title="Copy citation"
          onClick={() => void copyCitation(block.citation!)}
        >
          <IconCopy size={14} aria-hidden />
        </button>
      )}
      {paragraphs.map((runs, p) => (
        <p key={p}>
          {p === 0 && isLevel && (
            <>
              <span className="law-designation">{block.designation}</span>
              {block.heading && <span className="law-heading">{block.heading}.</span>}
            </>
          )}
          {runs.map((run, r) =>
            run.to ? (
              <Link key={r} to={run.to} onClick={onNavigate}>
                {run.text}
              </Link>
            ) : (
              <span key={r}>{run.text}</span>
            ),
          )}
        </p>
      ))}
    </div>
  );
});

/**
 * A section's official text: each level on its own, indented by depth, with its designation,
 * heading and a "Copy citation" button; cross-references are links inside the app; the release
 * point is said with the text. Long sections render a first part at once and the rest right after.
 */
export function OfficialTextView({ text, target, idPrefix = '', onNavigate }: OfficialTextViewProps) {
  const blocks = useMemo(() => officialTextBlocks(text), [text]);
  const targetIndex = target ? blockIndexOf(blocks, target) : -1;
  const [shown, setShown] = useState(() => Math.max(FIRST_BLOCKS, targetIndex + 40));
  const visible = Math.max(shown, targetIndex + 40);

  useEffect(() => {
    if (visible >= blocks.length) return;
    const frame = requestAnimationFrame(() => setShown(visible + BATCH));
    return () => cancelAnimationFrame(frame);
  }, [visible, blocks.length]);

  // A deep link: scroll the level into view once it is rendered.
  useEffect(() => {
    if (targetIndex < 0) return;
    const element = document.getElementById(levelElementId(blocks[targetIndex].levelId, idPrefix));
    element?.scrollIntoView({ block: 'start' });
  }, [targetIndex, blocks, idPrefix]);

  return (
    <div className="law-text">
      {blocks.slice(0, visible).map((block) => (
        <Block
          key={block.key}
          block={block}
          idPrefix={idPrefix}
          target={block.kind === 'level' && block.levelId === target}
          onNavigate={onNavigate}
        />
      ))}
      {visible < blocks.length && (
        <Text size="sm" c="dimmed" role="status">
          Loading the rest of the text…
        </Text>
      )}
      <Text size="sm" c="dimmed" mt="sm">
        Official text: {text.releasePointLabel}.
      </Text>
    </div>
  );
}
