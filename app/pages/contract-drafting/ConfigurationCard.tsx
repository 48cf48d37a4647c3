import type { FormEvent } from 'react';
import { Button, Card, NativeSelect, Stack, Tabs, Text, Textarea, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { CUSTOM_DESCRIPTION_LABEL } from '../../../core/contracts';
import { ContractFieldGrid } from '../../components/contracts';
import type { StoredContractType } from '../../db/contracts';

export type DraftingTab = 'template' | 'custom';

export interface ConfigurationCardProps {
  types: StoredContractType[] | undefined;
  tab: DraftingTab;
  onTabChange: (tab: DraftingTab) => void;
  type: string;
  onTypeChange: (type: string) => void;
  description: string;
  onDescriptionChange: (description: string) => void;
  variables: Record<string, string>;
  onVariableChange: (name: string, value: string) => void;
  generating: boolean;
  canGenerate: boolean;
  onGenerate: () => void;
}

function VariablesForm({
  type,
  variables,
  onChange,
  disabled,
}: {
  type: StoredContractType;
  variables: Record<string, string>;
  onChange: (name: string, value: string) => void;
  disabled: boolean;
}) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Fields marked with * are required for a complete contract.
      </Text>
      <ContractFieldGrid fields={type.variables} values={variables} onChange={onChange} disabled={disabled} narrow />
    </Stack>
  );
}

/** Left side (spec part 2 §2): the contract type and its variables, or a free-text description; Generate. */
export function ConfigurationCard(props: ConfigurationCardProps) {
  const { types, tab, type, description, variables, generating } = props;
  const selected = types?.find((t) => t.id === type);
  const custom = types?.find((t) => t.id === 'custom');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onGenerate();
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="contract-configuration">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="contract-configuration">
            Contract Configuration
          </Title>
          <Tabs value={tab} onChange={(v) => v && props.onTabChange(v as DraftingTab)} keepMounted={false}>
            <Tabs.List aria-label="How to draft">
              <Tabs.Tab value="template">Use Template</Tabs.Tab>
              <Tabs.Tab value="custom">Custom Contract</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="template" pt="md">
              <Stack gap="md">
                <NativeSelect
                  label="Contract Type"
                  withAsterisk
                  value={type}
                  disabled={generating || !types}
                  onChange={(e) => props.onTypeChange(e.currentTarget.value)}
                  data={[
                    { value: '', label: types ? 'Select a contract type' : 'Loading contract types...' },
                    ...(types ?? []).map((t) => ({ value: t.id, label: `${t.label} (${t.category})` })),
                  ]}
                />
                {selected?.id === 'custom' && <Text size="sm">Describe the agreement you need on the Custom Contract tab.</Text>}
                {selected && (
                  <VariablesForm type={selected} variables={variables} onChange={props.onVariableChange} disabled={generating} />
                )}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="custom" pt="md">
              <Stack gap="md">
                <Textarea
                  label={CUSTOM_DESCRIPTION_LABEL}
                  description="Who does what, for how much, by when. The draft builds a general agreement around it."
                  placeholder="e.g. I will walk my neighbor's dog every weekday for the summer, paid weekly."
                  withAsterisk
                  autosize
                  minRows={4}
                  maxRows={12}
                  value={description}
                  disabled={generating}
                  onChange={(e) => props.onDescriptionChange(e.currentTarget.value)}
                />
                {custom && <VariablesForm type={custom} variables={variables} onChange={props.onVariableChange} disabled={generating} />}
              </Stack>
            </Tabs.Panel>
          </Tabs>
          <Button type="submit" disabled={!props.canGenerate} leftSection={<IconFileText size={16} aria-hidden />}>
            {generating ? 'Generating...' : 'Generate Contract'}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
