import { Fragment, useMemo } from 'react';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { isSafetyParagraph } from '../../../core/safety/danger';
import { SafetyParagraph } from '../../components/answer/AnswerPart';
import { Disclaimer } from '../../components/Disclaimer';
import { answerBlocks, linkParts } from './answerBlocks';

function NewTabNote() {
  return <span className="visually-hidden"> (opens in a new tab)</span>;
}

function Linked({ text, allowed }: { text: string; allowed: ReadonlySet<string> }) {
  return (
    <>
      {linkParts(text, allowed).map((part, i) =>
        part.kind === 'link' ? (
          <Anchor key={i} href={part.text} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
            {part.text}
            <NewTabNote />
          </Anchor>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/** The answer's text: paragraphs, headed lists and the disclaimer box. */
export function AnswerText({ content, linkable }: { content: string; linkable: readonly string[] }) {
  const blocks = useMemo(() => answerBlocks(content), [content]);
  const allowed = useMemo(() => new Set(linkable), [linkable]);
  return (
    <Stack gap="sm">
      {blocks.map((block, i) => {
        if (block.kind === 'disclaimer') return <Disclaimer key={i}>{block.text}</Disclaimer>;
        if (block.kind === 'list') {
          return (
            <div key={i}>
              <Text fw={700} size="sm" mb={4}>
                {block.heading}
              </Text>
              <List size="sm" spacing={4} withPadding>
                {block.items.map((item, j) => (
                  <List.Item key={j}>
                    <Linked text={item} allowed={allowed} />
                  </List.Item>
                ))}
              </List>
            </div>
          );
        }
        // The crisis or emergency lines that open an answer to a post signalling danger: a tap to call, as in the Assistant.
        if (isSafetyParagraph(block.text)) return <SafetyParagraph key={i} text={block.text} />;
        return (
          <Text key={i} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Linked text={block.text} allowed={allowed} />
          </Text>
        );
      })}
    </Stack>
  );
}
