import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCircleCheck, IconWifiOff } from '@tabler/icons-react';
import type { User } from '../../../core/schemas/auth';
import { HELP_CATEGORIES, HELP_URGENCIES } from '../../../core/schemas/help';
import type { HelpFormValues } from './helpForm';

/** "Low - General inquiry": the value the spec names and what it means. */
const urgencyOptions = HELP_URGENCIES.map((u) => ({
  value: u.value,
  label: `${u.value[0]!.toUpperCase()}${u.value.slice(1)} - ${u.label}`,
}));
const categoryOptions = [{ value: '', label: 'Select a category', disabled: true }, ...HELP_CATEGORIES];

/** Spec part 1 §9: the message box is at least 150 px high. */
export const MESSAGE_MIN_HEIGHT_PX = 150;

export const BILLING_NOTE =
  'Legal information on Laws AI is free of charge. Knowing your rights is free: we never charge for access to legal information.';

interface HelpFormCardProps {
  user: User;
  form: UseFormReturnType<HelpFormValues>;
  sending: boolean;
  online: boolean;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}

/** Editing and sending (spec part 1 §4 "Help form"). */
export function HelpFormCard({ user, form, sending, online, onSubmit, onCancel }: HelpFormCardProps) {
  const billing = form.values.category === 'billing';
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={onSubmit} noValidate aria-label="Message to the admin">
        <Stack gap="md">
          <Paper bg="gray.0" p="sm" radius="sm" role="group" aria-label="Your information">
            <Text size="sm">
              <Text span fw={600}>
                Name:
              </Text>{' '}
              {user.fullLegalName}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600}>
                Email:
              </Text>{' '}
              {user.email}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              Your name and email are included with your message so the admin can reply.
            </Text>
          </Paper>

          <NativeSelect
            label="Category"
            required
            withAsterisk
            data={categoryOptions}
            disabled={sending}
            {...form.getInputProps('category')}
          />
          {billing && (
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="note" aria-label="Free of charge">
              {/* #1e5631 on Mantine's light green is about 8:1 (WCAG AA needs 4.5:1). */}
              <Text size="sm" c="#1e5631">
                {BILLING_NOTE}
              </Text>
            </Alert>
          )}
          <NativeSelect label="Urgency" data={urgencyOptions} disabled={sending} {...form.getInputProps('urgency')} />
          <TextInput
            label="Subject"
            placeholder="Brief description of your issue"
            required
            withAsterisk
            disabled={sending}
            {...form.getInputProps('subject')}
          />
          <Textarea
            label="Message"
            placeholder="Please describe your issue or question in detail..."
            required
            withAsterisk
            autosize
            minRows={6}
            styles={{ input: { minHeight: MESSAGE_MIN_HEIGHT_PX } }}
            disabled={sending}
            {...form.getInputProps('message')}
          />

          {!online && (
            <Alert color="yellow" variant="light" icon={<IconWifiOff aria-hidden />}>
              <Text size="sm">You're offline. Your message will be queued and sent when you're back online.</Text>
            </Alert>
          )}

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={sending}>
              Cancel
            </Button>
            <Button type="submit" disabled={sending}>
              {sending ? 'Sending...' : 'Send Message to Admin'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
