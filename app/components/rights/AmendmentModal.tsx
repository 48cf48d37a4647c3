import { useId, type ReactNode } from 'react';
import { Anchor, Badge, Blockquote, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import { amendmentTitle, ordinal, type Amendment } from '../../../core/schemas/amendments';
import { AudioControls } from './AudioControls';
import { SaveAudioButton } from './SaveAudioButton';
import type { RightsAudio } from './useRightsAudio';
import { VerificationResult } from './VerificationResult';

/** Short texts as a list, each its own key (they are distinct in the data). */
function Items({ items }: { items: readonly string[] }) {
  return (
    <List spacing={4}>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap={6} component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export interface AmendmentModalProps {
  amendment: Amendment | null;
  opened: boolean;
  onClose: () => void;
  audio: RightsAudio;
}

/**
 * The amendment's detail (spec part 1 §2 "Rights tab"): full text, simplified explanation,
 * examples, key rights, official source link, the audio controls and the source verification.
 * Closes on a backdrop click or the close button (and Escape).
 */
export function AmendmentModal({ amendment, opened, onClose, audio }: AmendmentModalProps) {
  const small = useMediaQuery('(max-width: 36em)');
  if (!amendment) return null;
  const name = `${ordinal(amendment.number)} Amendment`;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      fullScreen={small}
      title={amendmentTitle(amendment)}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <Group gap="xs">
          <Badge variant="light">{amendment.category}</Badge>
          <Text size="sm" c="dimmed">
            Ratified {amendment.year}
          </Text>
        </Group>

        <Section title="Listen">
          <AudioControls number={amendment.number} audio={audio} />
          <SaveAudioButton number={amendment.number} />
        </Section>

        <Section title="Official text">
          <Blockquote color="blue" p="md" cite="— Constitution of the United States">
            {amendment.fullText.split('\n\n').map((paragraph) => (
              <Text key={paragraph.slice(0, 40)} mb="xs" style={{ fontFamily: 'Georgia, serif' }}>
                {paragraph}
              </Text>
            ))}
          </Blockquote>
        </Section>

        <Section title="In plain English">
          <Text>{amendment.simplifiedExplanation}</Text>
        </Section>

        <Section title="Examples">
          <Items items={amendment.examples} />
        </Section>

        <Section title="Key rights">
          <Items items={amendment.keyRights} />
        </Section>

        <Section title="Official source">
          <Anchor href={amendment.officialSource} target="_blank" rel="noopener noreferrer">
            Read the {name} on constitution.congress.gov <IconExternalLink size={14} aria-label="(opens in a new tab)" />
          </Anchor>
        </Section>

        <Section title="Source verification">{opened && <VerificationResult number={amendment.number} />}</Section>
      </Stack>
    </Modal>
  );
}
