import { useId } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { isOfficialUrl } from '../../../../core/answer/format';
import type { Source } from '../../../../core/schemas/legal';
import { NewTabNote } from '../../../components/NewTabNote';
import { sourcesToggleLabel, visibleSources } from './sources';

interface SourcesListProps {
  sources: readonly Source[];
  showAll: boolean;
  onToggle(): void;
  /** Opens the law detail view for a source that carries a lawId. */
  onOpenLaw?: (lawId: string) => void;
}

function SourceItem({ source, onOpenLaw }: { source: Source; onOpenLaw?: (lawId: string) => void }) {
  const lawId = source.lawId;
  // Compact for a phone (docs/evidence.md): the text takes the card's whole width, and the
  // citation, the official link and Details share one row under the title.
  return (
    <Paper component="li" withBorder px="sm" py={6} radius="md">
      <Stack gap={2}>
        <Text fw={600} size="sm" lh={1.3}>
          {source.title}
        </Text>
        {source.summary && (
          // Two lines on a wide screen, none on a phone (styles.css), so an answer fits it; the whole
          // summary stays in the text a screen reader reads, and Details opens the law.
          <Text size="sm" c="dimmed" lineClamp={2} lh={1.35} className="source-summary">
            {source.summary}
          </Text>
        )}
        <Group gap="xs" wrap="wrap" align="center">
          <Badge variant="light" radius="sm" tt="none">
            {source.citation}
          </Badge>
          {isOfficialUrl(source.url) && (
            <Anchor href={source.url} target="_blank" rel="noopener noreferrer" size="sm">
              <IconExternalLink size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
              View official text<span className="visually-hidden"> of {source.citation}</span>
              <NewTabNote />
            </Anchor>
          )}
          {lawId && onOpenLaw && (
            <Button variant="light" size="compact-xs" onClick={() => onOpenLaw(lawId)}>
              Details<span className="visually-hidden">: {source.title}</span>
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The sources of an answer: the first SOURCES_SHOWN, then "Show N More Laws" / "Show Less". */
export function SourcesList({ sources, showAll, onToggle, onOpenLaw }: SourcesListProps) {
  const listId = useId();
  const headingId = useId();
  const toggleLabel = sourcesToggleLabel(sources.length, showAll);
  if (sources.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={headingId}>
        Sources
      </Title>
      <Stack gap={6} component="ul" className="plain-list" id={listId} aria-labelledby={headingId}>
        {visibleSources(sources, showAll).map((source, i) => (
          <SourceItem key={`${source.citation}-${i}`} source={source} onOpenLaw={onOpenLaw} />
        ))}
      </Stack>
      {toggleLabel && (
        <Group>
          <Button variant="subtle" size="sm" onClick={onToggle} aria-expanded={showAll} aria-controls={listId}>
            {toggleLabel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
