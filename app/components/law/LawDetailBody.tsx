import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { lawSectionPath, lawTitlePath } from '../../../core/laws/lawPaths';
import { formatCitation } from '../../../core/laws/links';
import { IconCopy, IconDeviceFloppy, IconCircleCheck } from '@tabler/icons-react';
import type { LawDetail } from '../../../core/schemas/legal';
import { saveLaw, useSavedLaw } from '../../db/laws';
import { Disclaimer } from '../Disclaimer';
import { toast } from '../toast';
import { ConfidenceBadge } from './ConfidenceBadge';
import { DeviceCopyNote } from './DeviceCopyNote';
import { LawHistory } from './LawHistory';
import { LawTakeaway } from '../takeaway/LawTakeaway';
import { OfficialLinks } from './OfficialLinks';
import { OfficialTextView } from './officialText/OfficialTextView';
import { copyCitation } from './officialText/copyCitation';
import { hasStatedPenalties } from './penalties';

function SaveForOffline({ law }: { law: LawDetail }) {
  const saved = useSavedLaw(law.id);
  const [saving, setSaving] = useState(false);
  if (saved?.savedForOffline) {
    return (
      <Button variant="light" color="green" leftSection={<IconCircleCheck size={18} aria-hidden />} disabled>
        Saved for offline
      </Button>
    );
  }
  const save = async () => {
    setSaving(true);
    try {
      await saveLaw(law, { forOffline: true });
      toast({ title: 'Saved for offline', message: `${law.citation} is saved on this device.` });
    } catch {
      toast({ title: 'Error', message: 'This law could not be saved on this device.', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button leftSection={<IconDeviceFloppy size={18} aria-hidden />} loading={saving} onClick={() => void save()}>
      Save for offline
    </Button>
  );
}

/** A part of the detail, named by its heading. */
function LawSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </section>
  );
}

/** What a section the device does not hold says offline, in place of its text. */
export const TEXT_AVAILABLE_ONLINE =
  'The text of this section is available online. Connect to the internet to read it, or save its title for offline reading.';

export interface LawDetailBodyProps {
  law: LawDetail;
  fromDevice: boolean;
  /** Deep link: the level to open at ("a-1"). */
  target?: string;
  /** Prefix of the levels' element ids (the modal's, so they never clash with a page's). */
  idPrefix?: string;
  /** A cross-reference was followed. */
  onNavigate?: () => void;
  /** The text in its own scroll box (the modal); the reader page lets the page scroll. */
  scrollBox?: boolean;
}

/** Everything the detail view shows about one law, as text (never as HTML). */
export function LawDetailBody({ law, fromDevice, target, idPrefix, onNavigate, scrollBox = true }: LawDetailBodyProps) {
  const titleLine = law.titleName ? `Title ${law.usc.title} — ${law.titleName}` : `Title ${law.usc.title}`;
  // A bare section's category is its title's name: say it once.
  const where = law.kind === 'guide' ? [titleLine, law.category, law.subcategory] : [titleLine];
  return (
    <Stack gap="md">
      {fromDevice && <DeviceCopyNote />}
      <Group gap="sm" wrap="wrap">
        <Text fw={700} size="lg">
          {law.citation}
        </Text>
        <Button
          variant="default"
          size="compact-xs"
          leftSection={<IconCopy size={12} aria-hidden />}
          onClick={() => void copyCitation(law.citation)}
          aria-label={`Copy citation ${law.citation}`}
        >
          Copy citation
        </Button>
        <ConfidenceBadge confidence={law.confidence} />
        <Badge variant="outline" radius="sm" tt="none">
          {law.kind === 'guide' ? 'Plain-English guide' : 'U.S. Code section'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {where.filter(Boolean).join(' · ')}
      </Text>

      <LawSection id="law-summary" title="Summary">
        <Text>{law.summary}</Text>
      </LawSection>

      {hasStatedPenalties(law.penalties) && (
        <LawSection id="law-penalties" title="Penalties">
          <Text>{law.penalties}</Text>
        </LawSection>
      )}

      <LawSection id="law-full-text" title="Full text">
        {law.officialText ? (
          <Box
            tabIndex={scrollBox ? 0 : undefined}
            role={scrollBox ? 'region' : undefined}
            aria-labelledby={scrollBox ? 'law-full-text' : undefined}
            p="sm"
            style={
              scrollBox
                ? {
                    maxHeight: '60vh',
                    overflow: 'auto',
                    border: '1px solid var(--mantine-color-gray-3)',
                    borderRadius: 'var(--mantine-radius-sm)',
                  }
                : undefined
            }
          >
            <OfficialTextView text={law.officialText} target={target} idPrefix={idPrefix} onNavigate={onNavigate} />
          </Box>
        ) : law.fullText ? (
          <Box
            component="pre"
            tabIndex={0}
            aria-labelledby="law-full-text"
            p="sm"
            bg="gray.0"
            style={{
              maxHeight: 360,
              overflow: 'auto',
              whiteSpace: 'pre-wrap',
              fontFamily: 'var(--mantine-font-family-monospace)',
              fontSize: 'var(--mantine-font-size-sm)',
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 'var(--mantine-radius-sm)',
              margin: 0,
            }}
          >
            {law.fullText}
          </Box>
        ) : fromDevice ? (
          <Text size="sm">{TEXT_AVAILABLE_ONLINE}</Text>
        ) : (
          <Text size="sm">Laws AI does not hold the full text of this section. Read it at the official sources below.</Text>
        )}
      </LawSection>

      <LawTakeaway law={law} />
      <LawHistory law={law} />
      <LawSection id="law-sources" title="Official sources">
        <OfficialLinks law={law} />
      </LawSection>

      {onNavigate && (
        // The detail view leads on to the reader: this section on its own page, and its title's sections.
        <Group gap="lg" component="ul" className="nav-list" aria-label="Read more in Laws AI">
          <li>
            <Anchor component={Link} to={lawSectionPath(law.usc.title, law.usc.section)} onClick={onNavigate}>
              Open {formatCitation(law.usc.title, law.usc.section)} on its own page
            </Anchor>
          </li>
          <li>
            <Anchor component={Link} to={lawTitlePath(law.usc.title, law.usc.section)} onClick={onNavigate}>
              All sections of Title {law.usc.title}
            </Anchor>
          </li>
        </Group>
      )}

      <Group>
        <SaveForOffline law={law} />
      </Group>
      <Disclaimer />
    </Stack>
  );
}
