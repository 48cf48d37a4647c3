import { Anchor, Box, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Disclaimer } from '../../components/Disclaimer';
import { ExternalLink } from '../../components/info/ExternalLink';
import { InfoPage } from '../../components/info/InfoPage';
import { dataSources, features, heroText, pageFigures, principles, steps, type Card } from './content';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Title order={2} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Cards({ cards, numbered = false }: { cards: readonly Card[]; numbered?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {cards.map((card, i) => (
        <Paper key={card.title} withBorder p="md" radius="md">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            {numbered && (
              <ThemeIcon radius="xl" size="lg" aria-hidden>
                {i + 1}
              </ThemeIcon>
            )}
            <Stack gap={4}>
              <Title order={3} size="h4">
                {numbered && <VisuallyHidden>Step {i + 1}: </VisuallyHidden>}
                {card.title}
              </Title>
              <Text size="sm">{card.text}</Text>
            </Stack>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** /how-it-works (spec part 2 §2): hero, 4 steps, 4 features, 4 data sources, 4 principles, disclaimer, calls to action. */
export default function HowItWorksPage() {
  return (
    <InfoPage path="/how-it-works" lead={heroText()}>
      <Box component="section" aria-label="By the numbers">
        <SimpleGrid cols={{ base: 2, sm: pageFigures().length }} spacing="sm">
          {pageFigures().map((figure) => (
            <Paper key={figure.label} withBorder p="sm" radius="md">
              <Text fz={22} fw={700} lh={1.2}>
                {figure.value}
              </Text>
              <Text size="sm" fw={600}>
                {figure.label}
              </Text>
              <Text size="xs" c="dimmed">
                {figure.detail}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Box>

      <Section id="steps" title="How It Works in 4 Steps">
        <Cards cards={steps} numbered />
        <Text size="sm">
          Need a lawyer? See{' '}
          <Anchor underline="always" component={Link} to="/legal-resources">
            Legal Resources
          </Anchor>{' '}
          for free legal aid and attorney referral services.
        </Text>
      </Section>

      <Section id="features" title="Platform Features">
        <Cards cards={features()} />
      </Section>

      <Section id="data-sources" title="Our Data Sources">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {dataSources.map((source) => (
            <Paper key={source.title} withBorder p="md" radius="md">
              <Title order={3} size="h4">
                <ExternalLink href={source.url}>{source.title}</ExternalLink>
              </Title>
              <Text size="sm" mt={4}>
                {source.text}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="principles" title="Our Core Principles">
        <Cards cards={principles} />
      </Section>

      <Disclaimer />

      <Section id="get-started" title="Get Started">
        <Group gap="md">
          <Button component={Link} to="/" rightSection={<IconArrowRight size={18} aria-hidden />}>
            Start Your Research
          </Button>
          <Button component={Link} to="/know-your-rights" variant="outline">
            Know Your Rights
          </Button>
          <Button component={Link} to="/federal-laws" variant="outline">
            Federal Laws Database
          </Button>
        </Group>
      </Section>
    </InfoPage>
  );
}
