import type { FormEvent, KeyboardEvent } from 'react';
import { Button, Paper, Select, Stack, Tabs, Text, Textarea, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ActivityTemplate } from '../../../core/data/activities';
import type { UsState } from '../../../core/data/states';
import { buildQuestion } from '../../../core/whatsIllegal/question';
import { canAsk, type PanelMode, type PanelValues } from './ask';
import { WHATS_ILLEGAL_ACTIVITY_MAX } from '../../../core/schemas/whatsIllegal';
import { overLimitMessage, postLengthNote } from '../../components/postLength';
import { ASK_BUTTON, TEMPLATES_TAB, TYPE_YOUR_OWN_TAB } from './texts';

interface QuestionPanelProps {
  values: PanelValues;
  onChange(values: PanelValues): void;
  onAsk(): void;
  pending: boolean;
  activities: readonly ActivityTemplate[];
  states: readonly UsState[];
}

/** The question as it will be sent, once the panel has what it needs. */
function previewOf(values: PanelValues, activities: readonly ActivityTemplate[], states: readonly UsState[]): string | null {
  const state = states.find((s) => s.code === values.stateCode);
  const activity = values.mode === 'templates' ? activities.find((a) => a.id === values.activityId)?.activity : values.typed.trim();
  return state && activity ? buildQuestion(activity, state.name) : null;
}

/**
 * The question panel (spec part 2 §2): "Select from Templates" / "Type Your Own", the state
 * selector, and Ask (disabled while loading or when the activity or state is missing).
 */
export function QuestionPanel({ values, onChange, onAsk, pending, activities, states }: QuestionPanelProps) {
  const enabled = canAsk(values, pending);
  const preview = previewOf(values, activities, states);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAsk();
  };
  // Enter asks (Shift+Enter is a new line), also with Ask disabled, so the user hears why not.
  const enterAsks = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !pending) {
      event.preventDefault();
      onAsk();
    }
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="whats-illegal-question">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="whats-illegal-question">
            Ask a Question
          </Title>
          <Tabs value={values.mode} onChange={(mode) => mode && onChange({ ...values, mode: mode as PanelMode })} keepMounted={false}>
            <Tabs.List grow aria-label="How to choose the activity">
              <Tabs.Tab value="templates">{TEMPLATES_TAB}</Tabs.Tab>
              <Tabs.Tab value="custom">{TYPE_YOUR_OWN_TAB}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="templates" pt="sm">
              <Select
                label="Activity"
                placeholder="Choose an activity"
                data={activities.map((a) => ({ value: a.id, label: a.label }))}
                value={values.activityId}
                onChange={(activityId) => onChange({ ...values, activityId })}
                allowDeselect={false}
                searchable
                clearable
                nothingFoundMessage="No activity matches"
                disabled={pending}
                maxDropdownHeight={320}
                comboboxProps={{ withinPortal: true }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="custom" pt="sm">
              <Textarea
                label="Activity"
                description={`Describe it the way it would finish the question "Is it illegal to ..." ${postLengthNote(values.typed.length, WHATS_ILLEGAL_ACTIVITY_MAX)}.`}
                error={overLimitMessage(values.typed.length, WHATS_ILLEGAL_ACTIVITY_MAX)}
                autosize
                minRows={1}
                maxRows={6}
                placeholder="e.g. keep chickens in my backyard"
                value={values.typed}
                onChange={(event) => onChange({ ...values, typed: event.currentTarget.value })}
                onKeyDown={enterAsks}
                disabled={pending}
              />
            </Tabs.Panel>
          </Tabs>
          <Select
            label="State"
            placeholder="Choose a state"
            data={states.map((s) => ({ value: s.code, label: s.name }))}
            value={values.stateCode}
            onChange={(stateCode) => onChange({ ...values, stateCode })}
            // Choosing the selected state again keeps it (Mantine would clear it).
            allowDeselect={false}
            searchable
            nothingFoundMessage="No state matches"
            disabled={pending}
            maxDropdownHeight={320}
          />
          {preview && (
            <Text size="sm" c="dimmed">
              Your question: {preview}
            </Text>
          )}
          <Button type="submit" disabled={!enabled} loading={pending} leftSection={<IconSearch size={16} aria-hidden />}>
            {ASK_BUTTON}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
