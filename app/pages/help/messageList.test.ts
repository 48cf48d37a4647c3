import { describe, expect, it } from 'vitest';
import type { HelpTicket } from '../../../core/schemas/help';
import type { OutboxEntry } from '../../db/types';
import { helpListItems } from './messageList';

function entry(id: string, createdAt: number, over: Partial<OutboxEntry> = {}, subject = `Subject ${id}`): OutboxEntry {
  return {
    id,
    userId: 'u1',
    kind: 'help-message',
    method: 'POST',
    url: '/api/help/message',
    body: {
      subject,
      category: 'technical',
      urgency: 'high',
      message: 'Something is broken here.',
      timestamp: new Date(createdAt).toISOString(),
      userEmail: 'a@example.com',
      userName: 'A',
      userId: 'u1',
    },
    createdAt,
    state: 'pending',
    attempts: 0,
    ...over,
  };
}

function ticket(number: string, over: Partial<HelpTicket> = {}): HelpTicket {
  return {
    ticketNumber: number,
    timestamp: '2026-01-02T00:00:00.000Z',
    submittedAt: '2026-01-02T00:00:00.000Z',
    subject: `Ticket ${number}`,
    category: 'billing',
    urgency: 'low',
    message: 'Please help with this.',
    userName: 'A',
    userEmail: 'a@example.com',
    ...over,
  };
}

describe('helpListItems ("Your messages")', () => {
  it('lists unsent messages first (newest first) with their state, then the tickets', () => {
    const items = helpListItems(
      [
        entry('old', 1000),
        entry('new', 3000, { state: 'sending' }),
        entry('bad', 2000, { state: 'failed', lastError: 'Subject is required' }),
      ],
      [ticket('LAI-2026-000002'), ticket('LAI-2026-000001')],
    );
    expect(items.map((i) => [i.state, i.key])).toEqual([
      ['sending', 'new'],
      ['failed', 'bad'],
      ['queued', 'old'],
      ['sent', 'LAI-2026-000002'],
      ['sent', 'LAI-2026-000001'],
    ]);
    expect(items[1]).toMatchObject({ state: 'failed', error: 'Subject is required', subject: 'Subject bad' });
    expect(items[3]).toMatchObject({ ticketNumber: 'LAI-2026-000002', subject: 'Ticket LAI-2026-000002', category: 'billing' });
  });

  it('shows a message once, as sent, when its ticket is listed before the outbox let go of it', () => {
    const items = helpListItems([entry('k1', 1000, { state: 'sending' })], [ticket('LAI-2026-000009', { idempotencyKey: 'k1' })]);
    expect(items.map((i) => i.state)).toEqual(['sent']);
  });

  it('still lists queued messages when the tickets cannot be loaded (offline)', () => {
    const items = helpListItems([entry('q', 1000, { lastError: 'Could not reach the server.' })], undefined);
    expect(items).toEqual([expect.objectContaining({ state: 'queued', subject: 'Subject q', lastError: 'Could not reach the server.' })]);
  });

  it('does not break on an entry whose body is not a help message', () => {
    const broken = { ...entry('x', 1000), body: { nonsense: true } };
    expect(helpListItems([broken], [])).toEqual([expect.objectContaining({ subject: '(message could not be read)', category: null })]);
  });
});
