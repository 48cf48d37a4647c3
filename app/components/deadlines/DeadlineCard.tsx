import { useId, useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { format } from 'date-fns';
import { DEADLINE_WARNING, deadlineCitation, deadlineDate, periodLabel, type LawDeadline } from '../../../core/deadlines';
import { uscodeUrl } from '../../../core/laws/links';
import { downloadTextFile } from '../downloadTextFile';

/** "Thursday, April 30, 2026". */
function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return format(new Date(y, m - 1, d, 12), 'EEEE, MMMM d, yyyy');
}

/**
 * "Deadline" under an answer: what the law's deadline is, word for word from its text,
 * the date it falls on from the start date the reader enters (nothing is assumed), and "Add to calendar" (.ics, made on
 * the device, offline too).
 */
export function DeadlineCard({ deadline }: { deadline: LawDeadline }) {
  const headingId = useId();
  // Empty until the reader enters the date: a pre-filled today made "Add to calendar" count from
  // today, while the real start (a violation, a statement) is usually earlier (docs/first-day.md).
  const [from, setFrom] = useState('');
  const due = from === '' ? undefined : deadlineDate(from, deadline);
  const citation = deadlineCitation(deadline);
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Title order={4} size="h6" id={headingId}>
          Deadline: {deadline.what}
        </Title>
        <Text size="sm">
          {periodLabel(deadline)} after {deadline.from} —{' '}
          <Anchor href={uscodeUrl(deadline.cite.title, deadline.cite.section)} target="_blank" rel="noopener noreferrer" underline="always">
            {citation}
          </Anchor>
          : “…{deadline.quote}…”
        </Text>
        {deadline.caveat && <Text size="sm">{deadline.caveat}</Text>}
        <Group align="flex-end" gap="sm">
          <TextInput
            type="date"
            label={`Date ${deadline.from}`}
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
            description={from === '' ? 'Enter it to see the deadline and add it to your calendar.' : undefined}
            error={from === '' || due ? undefined : 'Enter a real date.'}
            size="xs"
          />
          <Button
            size="xs"
            leftSection={<IconCalendarPlus size={14} aria-hidden />}
            disabled={!due}
            onClick={async () => {
              const { deadlineIcs } = await import('../../../core/deadlines/ics');
              downloadTextFile(`deadline-${deadline.id}-${due}.ics`, deadlineIcs(deadline, from), 'text/calendar;charset=utf-8');
            }}
          >
            Add to calendar
          </Button>
        </Group>
        {due && (
          <Text size="sm" fw={600} role="status">
            Deadline: {longDate(due)}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {DEADLINE_WARNING}
        </Text>
      </Stack>
    </Card>
  );
}
