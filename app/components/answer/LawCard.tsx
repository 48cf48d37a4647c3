import { useId } from 'react';
import { Anchor, Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconExternalLink } from '@tabler/icons-react';
import { isOfficialUrl, type LawBlock } from '../../../core/answer/format';
import { NewTabNote } from '../NewTabNote';

interface LawCardProps {
  law: LawBlock;
  /** The law's record id, for "Read the law" (the in-app text). */
  lawId?: string;
  onOpenLaw?: (lawId: string) => void;
  /** Still being typed: only what is typed so far, no links or "More" yet. */
  typing?: boolean;
}

/**
 * One law of an answer as a compact card: title, citation, the quoted passage of the
 * official text, "Read the law" (the text inside the app) and "Verify on Government Website";
 * penalties and details behind "More", so an answer stays short on a phone.
 */
export function LawCard({ law, lawId, onOpenLaw, typing = false }: LawCardProps) {
  const headingId = useId();
  const verify = !typing && law.verifyUrl && isOfficialUrl(law.verifyUrl) ? law.verifyUrl : null;
  const more = !typing && (law.penalties || law.details.length > 0);
  return (
    <Paper
      component={typing ? 'div' : 'section'}
      aria-labelledby={typing ? undefined : headingId}
      className="answer-law"
      withBorder
      radius="md"
      px="sm"
      py="xs"
    >
      {typing ? (
        // Being typed (hidden from assistive technology): no heading until the answer is done.
        <Text fw={700} size="sm" lh={1.35}>
          {law.title}
        </Text>
      ) : (
        <Title order={3} size="h6" fw={700} lh={1.35} id={headingId}>
          {law.title}
        </Title>
      )}
      <Badge variant="light" radius="sm" tt="none" size="md" mt={4} style={{ maxWidth: '100%' }}>
        {law.badge}
      </Badge>
      {law.quote && (
        <Box
          component="blockquote"
          className="answer-quote"
          m={0}
          mt={6}
          pl="sm"
          style={{ borderLeft: '3px solid var(--mantine-color-navy-6)' }}
        >
          <Text size="xs" fw={700} c="dimmed" component="p" m={0}>
            {law.quote.citation}
          </Text>
          <Text size="sm" component="p" m={0} style={{ overflowWrap: 'anywhere' }}>
            “{law.quote.text}”
          </Text>
        </Box>
      )}
      {!typing && (
        <Group gap="xs" mt={6} wrap="wrap">
          {lawId && onOpenLaw && (
            <Button variant="light" size="compact-sm" leftSection={<IconBook2 size={14} aria-hidden />} onClick={() => onOpenLaw(lawId)}>
              Read the law<span className="visually-hidden">: {law.badge}</span>
            </Button>
          )}
          {verify && (
            <Anchor href={verify} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
              <IconExternalLink size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
              Verify on Government Website
              <span className="visually-hidden"> ({law.badge})</span>
              <NewTabNote />
            </Anchor>
          )}
        </Group>
      )}
      {more && (
        <details className="answer-more">
          <summary>
            <Text span size="sm" fw={600} c="navy.8">
              More<span className="visually-hidden"> about {law.badge}</span>
            </Text>
          </summary>
          <Stack gap={4} mt={4}>
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
        </details>
      )}
    </Paper>
  );
}
