import { Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  attorneyResources,
  importantInformation,
  legalAidServices,
  officialSiteGroups,
  specializedHelpGroups,
  type LegalResource,
  type ResourceGroup,
} from '../../../core/data/legalResources';
import { Disclaimer } from '../../components/Disclaimer';
import { InfoPage, PageLinks } from '../../components/info/InfoPage';
import { ResourceCard } from './ResourceCard';

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} id={id}>
        {title}
      </Title>
      {intro && <Text>{intro}</Text>}
      {children}
    </Stack>
  );
}

function ResourceGrid({ resources, headingOrder }: { resources: readonly LegalResource[]; headingOrder: 3 | 4 }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {resources.map((r) => (
        <ResourceCard key={r.url} resource={r} headingOrder={headingOrder} />
      ))}
    </SimpleGrid>
  );
}

function Groups({ groups }: { groups: readonly ResourceGroup[] }) {
  return groups.map((group) => (
    <Stack key={group.id} gap="sm" component="section" aria-labelledby={`group-${group.id}`}>
      <Title order={3} id={`group-${group.id}`}>
        {group.heading}
      </Title>
      <ResourceGrid resources={group.resources} headingOrder={4} />
    </Stack>
  ));
}

/** /legal-resources: where to find free legal aid, an attorney, official sites and specialized help (spec part 2 §2). */
export default function LegalResourcesPage() {
  return (
    <InfoPage path="/legal-resources" lead="Free legal aid, attorneys and official government help. Links open in a new tab.">
      <Disclaimer />
      <Section id="legal-aid" title="Free Legal Aid Services" intro="Free help with civil legal problems for people who qualify.">
        <ResourceGrid resources={legalAidServices} headingOrder={3} />
      </Section>
      <Section id="find-attorney" title="Find an Attorney" intro="Ways to reach a licensed attorney, including free volunteer help.">
        <ResourceGrid resources={attorneyResources} headingOrder={3} />
      </Section>
      <Section id="official-sites" title="Official Government Legal Sites">
        <Groups groups={officialSiteGroups} />
      </Section>
      <Section id="specialized-help" title="Specialized Help by Area">
        <Groups groups={specializedHelpGroups} />
      </Section>
      <Paper
        component="section"
        aria-labelledby="important-information"
        p="md"
        radius="md"
        bg="blue.0"
        style={{ border: '1px solid var(--mantine-color-blue-3)' }}
      >
        <Group gap="xs" mb="xs" wrap="nowrap">
          <IconInfoCircle aria-hidden size={22} color="var(--mantine-color-blue-8)" />
          <Title order={2} size="h4" id="important-information">
            Important Information
          </Title>
        </Group>
        <List spacing={4} size="sm">
          {importantInformation.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Paper>
      <PageLinks label="Legal Resources links" links={['returnHome', 'knowYourRights', 'help']} />
    </InfoPage>
  );
}
