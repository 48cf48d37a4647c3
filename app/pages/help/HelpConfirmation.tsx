import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconCircleCheck, IconClockHour4, IconAlertCircle } from '@tabler/icons-react';
import { formatTimestamp } from '../../../core/time/timestamp';

export const QUEUED_TEXT = "Queued — will be sent when you're back online";
/**
 * Spec part 1 §2 asks for a notice "that the user will receive a notification on reply". The app
 * has no in-app replies, so the notice says truthfully where a reply comes: by email, to the
 * address sent with the ticket (docs/first-day.md).
 */
export const adminNotifiedText = (email: string) =>
  `The admin has been notified of your message. You will receive the reply by email at ${email}; replies do not appear in the app.`;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

interface ActionsProps {
  onBack: () => void;
  onAnother: () => void;
}

function Actions({ onBack, onAnother }: ActionsProps) {
  return (
    <Group gap="sm">
      <Button variant="default" onClick={onBack}>
        Back to Main Page
      </Button>
      <Button onClick={onAnother}>Send Another Message</Button>
    </Group>
  );
}

interface SentProps extends ActionsProps {
  ticketNumber: string;
  /** When the server filed it (ISO). */
  timestamp: string;
  name: string;
  /** Where the reply goes (the account's email, sent with the ticket). */
  email: string;
}

/** The card both confirmations stand in: an icon beside the heading that names the region. */
function ConfirmationCard({ titleId, icon, title, children }: { titleId: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" role="region" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group gap="xs">
          {icon}
          <Title order={2} size="h3" id={titleId}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** "sent" (spec part 1 §2, §4): the ticket number, the time, who sent it, the admin notice. */
export function HelpSent({ ticketNumber, timestamp, name, email, onBack, onAnother }: SentProps) {
  return (
    <ConfirmationCard
      titleId="help-sent-title"
      icon={<IconCircleCheck color="var(--mantine-color-green-8)" aria-hidden />}
      title="Message Sent"
    >
      <Stack gap={4}>
        <Detail label="Ticket Number">
          <Text span ff="monospace" fw={700}>
            {ticketNumber}
          </Text>
        </Detail>
        <Detail label="Submitted">{formatTimestamp(timestamp)}</Detail>
        <Detail label="From">{name}</Detail>
      </Stack>
      <Alert color="blue" variant="light" icon={<IconBell aria-hidden />}>
        <Text size="sm">{adminNotifiedText(email)}</Text>
      </Alert>
      <Actions onBack={onBack} onAnother={onAnother} />
    </ConfirmationCard>
  );
}

interface QueuedProps extends ActionsProps {
  subject: string;
  /** When Send was pressed (ISO). */
  writtenAt: string;
  name: string;
  /** The server answered but could not take it now (5xx): its words. */
  serverError?: string;
  /** The server refused it for good (4xx): its words. */
  refused?: string;
}

/** Offline or server unreachable: the message is on the device and goes out by itself later. */
export function HelpQueued({ subject, writtenAt, name, serverError, refused, onBack, onAnother }: QueuedProps) {
  return (
    <ConfirmationCard
      titleId="help-queued-title"
      icon={<IconClockHour4 color="var(--mantine-color-yellow-9)" aria-hidden />}
      title={refused ? 'Message Not Sent' : 'Message Queued'}
    >
      {refused ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
          <Text size="sm">The server refused this message: {refused}. You can retry or discard it under "Your messages".</Text>
        </Alert>
      ) : (
        <Alert color="yellow" variant="light" role="status">
          <Text size="sm" fw={600}>
            {QUEUED_TEXT}
          </Text>
          {serverError && (
            <Text size="sm" mt={4}>
              The server could not take it just now ({serverError}); it will be tried again automatically.
            </Text>
          )}
          <Text size="sm" mt={4}>
            It is saved on this device. You will get your ticket number as soon as it is sent.
          </Text>
        </Alert>
      )}
      <Stack gap={4}>
        <Detail label="Subject">{subject}</Detail>
        <Detail label="Written">{formatTimestamp(writtenAt)}</Detail>
        <Detail label="From">{name}</Detail>
      </Stack>
      <Actions onBack={onBack} onAnother={onAnother} />
    </ConfirmationCard>
  );
}
