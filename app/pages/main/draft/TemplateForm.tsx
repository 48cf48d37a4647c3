import type { FormEvent } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileText } from '@tabler/icons-react';
import { ContractFieldGrid } from '../../../components/contracts';
import type { StoredContractTemplate } from '../../../db/contracts';

export interface TemplateFormProps {
  template: StoredContractTemplate;
  values: Record<string, string>;
  generating: boolean;
  onChange: (name: string, value: string) => void;
  onChangeTemplate: () => void;
  onGenerate: () => void;
}

/** The chosen template's fields, Change Template and Generate Contract. */
export function TemplateForm({ template, values, generating, onChange, onChangeTemplate, onGenerate }: TemplateFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onGenerate();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={template.name}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3}>{template.name}</Title>
            <Text size="sm" c="dimmed">
              {template.description}
            </Text>
          </div>
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onChangeTemplate} disabled={generating}>
            Change Template
          </Button>
        </Group>
        <ContractFieldGrid fields={template.fields} values={values} onChange={onChange} disabled={generating} />
        <Group>
          <Button type="submit" loading={false} disabled={generating} leftSection={<IconFileText size={16} aria-hidden />}>
            {generating ? 'Generating...' : 'Generate Contract'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
