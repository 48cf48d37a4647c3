import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { announceOutboxEvent } from '../../../outbox/events';
import type { OutboxEntry } from '../../../db/types';
import { keepRecentSearchesFresh } from './keepRecentSearchesFresh';
import { RECENT_SEARCH_KIND } from './recentSearches';
import { RECENT_SEARCHES_KEY } from './search';

const entry = (kind: string): OutboxEntry =>
  ({
    id: 'e1',
    kind,
    method: 'POST',
    url: '/api/legal/recent-searches',
    body: {},
    userId: 'u1',
    createdAt: 0,
    state: 'pending',
    attempts: 0,
  }) as OutboxEntry;

describe('Recent Searches while another page is open', () => {
  it('is marked out of date when an offline search reaches the server, and only then', () => {
    const client = new QueryClient();
    client.setQueryData(RECENT_SEARCHES_KEY, [{ id: 's1', query: 'old', createdAt: '2026-11-27T00:00:00.000Z' }]);
    const stop = keepRecentSearchesFresh(client);
    const invalidated = () => client.getQueryState(RECENT_SEARCHES_KEY)?.isInvalidated;
    announceOutboxEvent({ type: 'sent', entry: entry('help-message'), result: {} });
    expect(invalidated()).toBe(false);
    announceOutboxEvent({ type: 'retrying', entry: entry(RECENT_SEARCH_KIND), error: 'offline', offline: true });
    expect(invalidated()).toBe(false);
    announceOutboxEvent({ type: 'sent', entry: entry(RECENT_SEARCH_KIND), result: {} });
    expect(invalidated()).toBe(true);
    stop();
  });
});
