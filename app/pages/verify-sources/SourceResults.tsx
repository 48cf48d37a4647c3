import { Alert, Badge, Group, List, Paper, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { amendmentOfSourceUrl, UNKNOWN_AMENDMENT, type AmendmentVerificationResponse } from '../../../core/schemas/verify';
import { ExternalLink } from '../../components/info/ExternalLink';

/** "14" → "Amendment 14", "1-10" → "Amendments 1-10", otherwise "Unknown" (spec part 2 §2). */
export function amendmentLabel(url: string): string {
  const which = amendmentOfSourceUrl(url);
  if (which === UNKNOWN_AMENDMENT) return UNKNOWN_AMENDMENT;
  return which.includes('-') ? `Amendments ${which}` : `Amendment ${which}`;
}

function Stat({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Paper withBorder p="sm" radius="md" miw={110}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" c={color}>
        {value}
      </Text>
    </Paper>
  );
}

/** The result badges, one row per source, and the failed-sources alert (spec part 2 §2). */
export function SourceResults({ result }: { result: AmendmentVerificationResponse }) {
  return (
    <Stack gap="md" aria-label="Verification results" component="section">
      <Group gap="sm" role="group" aria-label="Summary">
        <Stat label="Total" value={result.totalVerified} color="dark" />
        <Stat label="Valid" value={result.validSources} color="green.9" />
        <Stat label=".gov Sites" value={result.governmentSources} color="blue.9" />
        <Stat label="Failed" value={result.failedSources.length} color="red.9" />
      </Group>

      {result.failedSources.length > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Failed sources" role="alert">
          <List size="sm" spacing={4}>
            {result.failedSources.map((failed) => (
              <List.Item key={failed.url}>
                {failed.url}: {failed.error || 'Unknown error'}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}

      {/* Wider than a phone: it scrolls sideways, so the keyboard must reach it. */}
      <Table.ScrollContainer
        minWidth={640}
        type="native"
        tabIndex={0}
        role="region"
        aria-label="Verification results"
        className="mantine-focus-auto"
      >
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Amendment</Table.Th>
              <Table.Th scope="col">Source</Table.Th>
              <Table.Th scope="col">Checks</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.results.map((source) => (
              <Table.Tr key={source.url}>
                <Table.Td fw={600}>{amendmentLabel(source.url)}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>
                  <ExternalLink href={source.url}>{source.url}</ExternalLink>
                  {source.error && (
                    <Text size="sm" c="red.8" mt={4}>
                      Error: {source.error}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Badge variant="filled" color={source.isGovernmentSite ? 'blue.9' : 'gray.8'}>
                      {source.isGovernmentSite ? '.gov' : 'Not .gov'}
                    </Badge>
                    <Badge variant="filled" color={source.contentFound ? 'green.9' : 'red.9'}>
                      {source.contentFound ? 'Found' : 'Not Found'}
                    </Badge>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        Checked {new Date(result.checkedAt).toLocaleString()}. Each page is checked at most once a day.
      </Text>
    </Stack>
  );
}
