import { useState } from 'react';
import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconCircleCheck, IconDeviceMobile } from '@tabler/icons-react';
import type { LawDetail } from '../../../core/schemas/legal';
import { saveLaw, useSavedLaw } from '../../db/laws';
import { Disclaimer } from '../Disclaimer';
import { toast } from '../toast';
import { ConfidenceBadge } from './ConfidenceBadge';
import { OfficialLinks } from './OfficialLinks';
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

/** Everything the detail view shows about one law, as text (never as HTML). */
export function LawDetailBody({ law, fromDevice }: { law: LawDetail; fromDevice: boolean }) {
  const titleLine = law.titleName ? `Title ${law.usc.title} — ${law.titleName}` : `Title ${law.usc.title}`;
  // A bare section's category is its title's name: say it once.
  const where = law.kind === 'guide' ? [titleLine, law.category, law.subcategory] : [titleLine];
  return (
    <Stack gap="md">
      {fromDevice && (
        <Group gap="xs" role="status">
          <IconDeviceMobile size={18} aria-hidden />
          <Text size="sm" fw={600}>
            Saved on this device — you're offline, so this is the copy kept here.
          </Text>
        </Group>
      )}
      <Group gap="sm" wrap="wrap">
        <Text fw={700} size="lg">
          {law.citation}
        </Text>
        <ConfidenceBadge confidence={law.confidence} />
        <Badge variant="outline" radius="sm" tt="none">
          {law.kind === 'guide' ? 'Plain-English guide' : 'U.S. Code section'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {where.filter(Boolean).join(' · ')}
      </Text>

      <section aria-labelledby="law-summary">
        <Title order={3} size="h5" id="law-summary">
          Summary
        </Title>
        <Text>{law.summary}</Text>
      </section>

      {hasStatedPenalties(law.penalties) && (
        <section aria-labelledby="law-penalties">
          <Title order={3} size="h5" id="law-penalties">
            Penalties
          </Title>
          <Text>{law.penalties}</Text>
        </section>
      )}

      <section aria-labelledby="law-full-text">
        <Title order={3} size="h5" id="law-full-text">
          Full text
        </Title>
        {law.fullText ? (
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
        ) : (
          <Text size="sm">Laws AI does not hold the full text of this section. Read it at the official sources below.</Text>
        )}
      </section>

      <section aria-labelledby="law-sources">
        <Title order={3} size="h5" id="law-sources">
          Official sources
        </Title>
        <OfficialLinks law={law} />
      </section>

      <Group>
        <SaveForOffline law={law} />
      </Group>
      <Disclaimer />
    </Stack>
  );
}
