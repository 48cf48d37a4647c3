import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCloudOff, IconDownload, IconFileText, IconScale } from '@tabler/icons-react';

const features = [
  {
    icon: IconFileText,
    title: '10 contract types',
    text: 'NDAs, employment, contractor, service, purchase, lease, partnership, licensing and settlement agreements, or a custom contract.',
  },
  {
    icon: IconScale,
    title: 'Complete, numbered clauses',
    text: 'Parties, background, the clauses each kind of agreement needs, governing law and signature blocks.',
  },
  { icon: IconCloudOff, title: 'Works offline', text: 'Drafts are generated on your device when there is no connection.' },
  { icon: IconDownload, title: 'Copy or download', text: 'Take the plain-text draft to your word processor or to your attorney.' },
];

/** The feature panel below the drafting area (spec part 2 §2). */
export function DraftingFeatures() {
  return (
    <section aria-labelledby="drafting-features">
      <Title order={2} size="h3" id="drafting-features" mb="sm">
        What the drafter gives you
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {features.map(({ icon: Icon, title, text }) => (
          <Card key={title} withBorder radius="md" padding="md">
            <ThemeIcon variant="light" size="lg" mb="xs" aria-hidden>
              <Icon size={20} />
            </ThemeIcon>
            <Title order={3} size="h5">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
