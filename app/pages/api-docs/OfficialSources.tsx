import { Badge, Code, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { officialDataSources, type OfficialDataSource } from '../../../core/apiDocs';
import { ExternalLink } from '../../components/info/ExternalLink';

function SourceCard({ source }: { source: OfficialDataSource }) {
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={`source-${source.id}`}>
      <Stack gap="xs">
        <Title order={3} id={`source-${source.id}`}>
          {source.name}
        </Title>
        <Text size="sm" c="dimmed">
          {source.publisher}
        </Text>
        <Text>{source.description}</Text>
        <Text size="sm">
          <strong>Base URL:</strong> <Code style={{ overflowWrap: 'anywhere' }}>{source.baseUrl}</Code>
        </Text>
        <Group gap="xs">
          <Text size="sm" fw={700}>
            API key:
          </Text>
          <Badge variant="outline" color="dark" radius="sm">
            {source.keyRequired ? 'Required' : 'Not required'}
          </Badge>
        </Group>
        <Text size="sm">
          {source.keyNote}
          {source.keySetting && (
            <>
              {' '}
              Our server reads it from <Code>{source.keySetting}</Code>.
            </>
          )}
        </Text>
        <Text size="sm">
          <strong>Update frequency:</strong> {source.updateFrequency}
        </Text>
        <Text size="sm" fw={700}>
          Data provided:
        </Text>
        <List size="sm" spacing={2}>
          {source.dataProvided.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <ExternalLink href={source.docsUrl} size="sm">
          {source.name} documentation
        </ExternalLink>
      </Stack>
    </Paper>
  );
}

/** The three official government data sources (spec part 2 §2). */
export function OfficialSources() {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {officialDataSources.map((source) => (
        <SourceCard key={source.id} source={source} />
      ))}
    </SimpleGrid>
  );
}
