import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { helpCategoryLabel, helpTicketsSchema, helpUrgencyLabel } from '../../../core/schemas/help';
import { formatTimestamp } from '../../../core/time/timestamp';
import { apiRequest, NetworkError } from '../../api/client';
import { useOutboxEntries } from '../../db';
import { discardWrite, retryWrite } from '../../outbox';
import { pwaState } from '../../pwa/pwaState';
import { HELP_MESSAGE_KIND, HELP_TICKETS_KEY } from './helpOutbox';
import { helpListItems, type HelpListItem } from './messageList';

/** Light badges with dark text: each pair is above 7:1 (WCAG AA needs 4.5:1). */
const STATE_BADGE: Record<HelpListItem['state'], { label: string; color: string; text: string }> = {
  queued: { label: 'Queued', color: 'orange', text: '#6b2f00' },
  sending: { label: 'Sending...', color: 'blue', text: '#0b3a66' },
  sent: { label: 'Sent', color: 'green', text: '#1e5631' },
  failed: { label: 'Failed', color: 'red', text: '#7d1212' },
};

/** The signed-in user's tickets, checked afresh whenever the screen opens or the network returns. */
function useHelpTickets() {
  const queryClient = useQueryClient();
  const { online } = useSnapshot(pwaState);
  const tickets = useQuery({
    queryKey: [...HELP_TICKETS_KEY],
    queryFn: async ({ signal }) => helpTicketsSchema.parse(await apiRequest('GET', HELP_TICKETS_KEY[0], undefined, { signal })),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  useEffect(() => {
    if (online) void queryClient.invalidateQueries({ queryKey: [...HELP_TICKETS_KEY] });
  }, [online, queryClient]);
  return tickets;
}

function ItemDetails({ item }: { item: HelpListItem }) {
  const kind = [item.category && helpCategoryLabel(item.category), item.urgency && helpUrgencyLabel(item.urgency)]
    .filter(Boolean)
    .join(' · ');
  // After the ticket line, or the queued one: " · Billing Question · Urgent issue", dimmed.
  const kindNote = kind && (
    <Text span c="dimmed">
      {' '}
      · {kind}
    </Text>
  );
  switch (item.state) {
    case 'sent':
      return (
        <Text size="sm">
          Ticket{' '}
          <Text span ff="monospace" fw={700}>
            {item.ticketNumber}
          </Text>{' '}
          · {formatTimestamp(item.timestamp)}
          {kindNote}
        </Text>
      );
    case 'failed':
      return (
        <Text size="sm" c="#a61e1e">
          Not sent: {item.error || 'the server refused it'}.
        </Text>
      );
    default:
      return (
        <>
          <Text size="sm">
            Written {formatTimestamp(item.writtenAt)}: will be sent when you're back online.
            {kindNote}
          </Text>
          {item.lastError && (
            <Text size="xs" c="dimmed">
              Last attempt: {item.lastError}
            </Text>
          )}
        </>
      );
  }
}

function FailedActions({ entryId, subject }: { entryId: string; subject: string }) {
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<unknown>) => {
    setBusy(true);
    action()
      .catch((error: unknown) => console.warn('Laws AI: outbox action failed', error))
      .finally(() => setBusy(false));
  };
  return (
    <Group gap="xs">
      <Button size="compact-sm" onClick={() => run(() => retryWrite(entryId))} disabled={busy} aria-label={`Retry "${subject}"`}>
        Retry
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        color="red"
        onClick={() => run(() => discardWrite(entryId))}
        disabled={busy}
        aria-label={`Discard "${subject}"`}
      >
        Discard
      </Button>
    </Group>
  );
}

/**
 * An entry that left the outbox was sent (or discarded): ask for the tickets again, also when
 * the service worker or another tab sent it and this page never heard the reply.
 */
function useRefetchWhenEntriesLeave(entryIds: readonly string[] | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef<readonly string[]>([]);
  useEffect(() => {
    if (!entryIds) return;
    const left = previous.current.some((id) => !entryIds.includes(id));
    previous.current = entryIds;
    if (left) void queryClient.invalidateQueries({ queryKey: [...HELP_TICKETS_KEY] });
  }, [entryIds, queryClient]);
}

/** "Your messages": every help message of the user, queued, sent (with ticket) or failed. */
export function YourMessages({ userId }: { userId: string }) {
  const entries = useOutboxEntries(userId, HELP_MESSAGE_KIND);
  const tickets = useHelpTickets();
  useRefetchWhenEntriesLeave(entries?.map((e) => e.id));
  const items = helpListItems(entries ?? [], tickets.data);
  const offline = tickets.error instanceof NetworkError;

  return (
    <Stack component="section" gap="sm" aria-labelledby="your-messages-title">
      <Title order={2} size="h3" id="your-messages-title">
        Your messages
      </Title>
      {tickets.isPending && (
        <Text size="sm" c="dimmed">
          Loading your messages...
        </Text>
      )}
      {tickets.isError && (
        <Text size="sm" c="dimmed">
          {offline
            ? "Sent messages can't be shown while you're offline."
            : `Your sent messages could not be loaded: ${tickets.error.message}`}
        </Text>
      )}
      {items.length === 0 && !tickets.isPending && !tickets.isError && (
        <Text size="sm" c="dimmed">
          You haven't sent any messages yet. Messages you send with the form appear here with their status and ticket number; replies come
          by email.
        </Text>
      )}
      {items.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your messages">
          {items.map((item) => {
            const badge = STATE_BADGE[item.state];
            return (
              <Paper component="li" key={item.key} withBorder radius="sm" p="sm" aria-label={item.subject}>
                <Stack gap={4}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {item.subject}
                    </Text>
                    <Badge color={badge.color} variant="light" style={{ flexShrink: 0, color: badge.text }}>
                      {badge.label}
                    </Badge>
                  </Group>
                  <ItemDetails item={item} />
                  {item.state === 'failed' && <FailedActions entryId={item.entryId} subject={item.subject} />}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
