import { Badge, Code, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { endpointsByArea, type ApiEndpoint } from '../../../core/apiDocs';
import { FieldTable } from './FieldTable';

const ACCESS_LABEL = { public: 'Public', 'signed-in': 'Signed in' } as const;

function EndpointCard({ endpoint }: { endpoint: ApiEndpoint }) {
  const { method, path, access, purpose, params, request, response, notes } = endpoint;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={`${method} ${path}`}>
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          <Title order={4} ff="monospace" fz="md">
            {method} {path}
          </Title>
          <Badge variant="outline" color="dark" radius="sm">
            {ACCESS_LABEL[access]}
          </Badge>
        </Group>
        <Text>{purpose ?? 'No description yet.'}</Text>
        {params.length > 0 && (
          <List size="sm" spacing={2}>
            {params.map((p) => (
              <List.Item key={p.name}>
                <Code>:{p.name}</Code>: {p.description}
              </List.Item>
            ))}
          </List>
        )}
        {request && <FieldTable caption={request.in === 'body' ? 'Request body (JSON)' : 'Query string'} shape={request.shape} />}
        {response?.shape && <FieldTable caption={`Reply (${response.status})`} shape={response.shape} />}
        {response && !response.shape && (
          <Text size="sm">
            <strong>Reply ({response.status}):</strong> a file of type <Code>{response.contentType}</Code>
          </Text>
        )}
        {notes.map((note) => (
          <Text key={note} size="sm">
            {note}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/** The server's own endpoints by area, generated from its route table and the core/ zod schemas. */
export function EndpointList() {
  return (
    <Stack gap="xl">
      {endpointsByArea().map((group) => (
        <Stack key={group.area} gap="md" component="section" aria-labelledby={`api-area-${group.area}`}>
          <Title order={3} id={`api-area-${group.area}`}>
            {group.name}
          </Title>
          {group.endpoints.map((endpoint) => (
            <EndpointCard key={`${endpoint.method} ${endpoint.path}`} endpoint={endpoint} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
