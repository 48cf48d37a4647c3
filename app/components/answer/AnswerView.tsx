import { useMemo } from 'react';
import { Anchor, Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconExternalLink } from '@tabler/icons-react';
import { UNVERIFIED } from '../../../core/answer/aiCheck';
import { isOfficialUrl, parseAnswer, type AnswerBlock, type LawBlock } from '../../../core/answer/format';
import { Disclaimer } from '../Disclaimer';
import { NewTabNote } from '../NewTabNote';

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

function LawBlockView({ law }: { law: LawBlock }) {
  const verify = law.verifyUrl && isOfficialUrl(law.verifyUrl) ? law.verifyUrl : null;
  return (
    <Box className="answer-law" pl="md" py={4}>
      <Title order={3} size="h5" fw={700} lh={1.5}>
        {law.title}{' '}
        <Badge variant="light" radius="sm" tt="none" size="md" style={{ verticalAlign: 'middle' }}>
          {law.badge}
        </Badge>
      </Title>
      <Stack gap={4} mt={6}>
        {verify && (
          <Anchor href={verify} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
            <IconExternalLink size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
            Verify on Government Website
            <NewTabNote />
          </Anchor>
        )}
        {law.penalties && (
          <Text size="sm">
            <Text span fw={700} inherit>
              Penalties:
            </Text>{' '}
            {law.penalties}
          </Text>
        )}
        {law.details.map((detail, i) => (
          <Text key={i} size="sm">
            {detail}
          </Text>
        ))}
      </Stack>
    </Box>
  );
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

/**
 * The finished answer in the spec's structured view (part 1 §3 "AI response text format"):
 * paragraphs, law blocks with their badge, "Verify on Government Website" links (official
 * https links only), a labelled "Penalties:" line, details, and disclaimer lines in the amber
 * box. Everything is rendered as text.
 */
export function AnswerView({ text }: { text: string }) {
  const parts = useMemo(() => sections(parseAnswer(text)), [text]);
  return (
    <Stack gap="sm">
      {parts.map((part, i) => {
        if (part.kind === 'paragraph') return part.text.includes(UNVERIFIED) ? <UnverifiedParagraph key={i} text={part.text} /> : <Text key={i}>{part.text}</Text>;
        if (part.kind === 'law') return <LawBlockView key={i} law={part} />;
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
