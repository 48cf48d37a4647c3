import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StoredContractTemplate } from '../../../db/contracts';

export interface TemplatePickerProps {
  templates: StoredContractTemplate[] | undefined;
  onChoose: (templateId: string) => void;
}

/** The six templates as cards, read from the device (so the picker works offline). */
export function TemplatePicker({ templates, onChoose }: TemplatePickerProps) {
  if (!templates) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading templates...</Text>
      </Group>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label="Contract templates"
    >
      {templates.map((t) => (
        <Card key={t.id} component="li" withBorder radius="md" padding="lg">
          <Stack gap="xs" h="100%">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Title order={3} size="h4">
                {t.name}
              </Title>
              <Badge variant="light">{t.category}</Badge>
            </Group>
            <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
              {t.description}
            </Text>
            <Button variant="light" onClick={() => onChoose(t.id)} aria-label={`Use Template: ${t.name}`}>
              Use Template
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
