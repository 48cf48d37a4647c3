// @vitest-environment happy-dom
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsItem, RefreshNewsResponse } from '../../../../core/schemas/news';
import { ApiError } from '../../../api/client';
import { headingTexts, links, namesOf, readText, renderElement, renderScreen, screen } from '../../../testing/render';
import { NewsItemCard } from './NewsItemCard';
import { NewsListView } from './NewsListView';
import { fetchNarrationUrl, refreshFailureMessage, refreshNotes } from './newsApi';
import NewsPanel from './index';
import type { NewsAudio } from './useNewsAudio';
import type { NewsListState } from './useNewsList';

const now = Date.parse('2024-05-01T18:00:00.000Z');

const bill: NewsItem = {
  id: 'congress-117-hr-3617',
  title: 'MORE Act',
  category: 'vote',
  billNumber: 'H.R. 3617',
  chamber: 'both',
  publishedDate: '2024-05-01T15:00:00.000Z',
  audioUrl: '/api/congress/news/congress-117-hr-3617/audio',
  sourceUrl: 'https://www.congress.gov/bill/117th-congress/house-bill/3617',
  summary: 'A House bill (H.R. 3617) in the 117th Congress. Latest action on May 1, 2024: Passed Senate.',
  source: 'congress',
  metadata: { latestAction: { text: 'Passed Senate.', actionDate: '2024-05-01' }, significant: false, agencies: [] },
};

const rule: NewsItem = {
  ...bill,
  id: 'fr-2024-01234',
  title: 'Safety Standard for Widgets',
  category: 'regulation',
  billNumber: null,
  chamber: null,
  publishedDate: '2024-04-29T04:00:00.000Z',
  audioUrl: '/api/congress/news/fr-2024-01234/audio',
  sourceUrl: 'https://www.federalregister.gov/documents/2024/04/29/2024-01234/safety-standard-for-widgets',
  summary: 'The Commission issues a safety standard.',
  source: 'federal-register',
  metadata: {
    latestAction: { text: 'Final rule.', actionDate: '2024-04-29' },
    significant: true,
    agencies: ['Consumer Product Safety Commission'],
    documentType: 'Rule',
  },
};

const idleAudio: NewsAudio = { activeId: null, status: 'idle', statusOf: () => 'idle', toggle: () => undefined };
const listState = (items: NewsItem[] | undefined, extra: Partial<NewsListState> = {}): NewsListState => ({
  items,
  fetched: true,
  serverEmpty: items?.length === 0,
  fromDevice: false,
  error: null,
  loading: false,
  ...extra,
});

const render = (element: ReturnType<typeof createElement>) => renderElement(element);

describe('a news item', () => {
  it('shows category, bill number, chamber, title, summary, time label and the official link in a new tab', () => {
    render(createElement(NewsItemCard, { item: bill, now, audioStatus: 'idle', onToggleAudio: () => undefined }));
    const text = readText();
    for (const part of ['Vote', 'H.R. 3617', 'House and Senate', 'MORE Act', bill.summary, '3h ago', 'Congress.gov'])
      expect(text).toContain(part);
    expect(headingTexts(3)).toEqual(['MORE Act']);
    const link = screen.getAllByRole('link')[0]!;
    expect(link).toHaveAttribute('href', bill.sourceUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links()).toContainEqual([bill.sourceUrl, 'Read on Congress.gov (opens in a new tab)']);
    expect(screen.getByRole('button', { name: 'Play narration: MORE Act' })).toBeInTheDocument();
    expect(screen.getByText('3h ago').closest('time')).toHaveAttribute('datetime', bill.publishedDate);
  });

  it('shows a regulation with its agencies, type and significance', () => {
    render(createElement(NewsItemCard, { item: rule, now, audioStatus: 'idle', onToggleAudio: () => undefined }));
    const text = readText();
    for (const part of [
      'Regulation',
      'Rule',
      'Significant',
      'Agency: Consumer Product Safety Commission',
      '2d ago',
      'Read on the Federal Register',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('House');
  });

  it('names its button after what it will do', () => {
    const button = (status: 'playing' | 'loading' | 'paused') => {
      render(createElement(NewsItemCard, { item: bill, now, audioStatus: status, onToggleAudio: () => undefined }));
      return screen.getByRole('button', { name: /narration: MORE Act$/ });
    };
    expect(button('playing')).toHaveAccessibleName('Pause narration: MORE Act');
    expect(button('playing')).toHaveAttribute('aria-pressed', 'true');
    expect(button('loading')).toHaveAccessibleName('Loading narration: MORE Act');
    expect(button('paused')).toHaveAccessibleName('Play narration: MORE Act');
  });
});

describe('a news list', () => {
  const view = (state: NewsListState, emptyText: string, refreshing = false) => {
    render(createElement(NewsListView, { state, emptyText, refreshing, audio: idleAudio, now, label: 'Latest News' }));
    return readText();
  };

  it('says the spec empty texts to the letter', () => {
    expect(view(listState([]), 'No congressional news available. Click refresh to fetch the latest updates.')).toBe(
      'No congressional news available. Click refresh to fetch the latest updates.',
    );
    expect(view(listState([]), 'No updates from Congress today. Check back later for new developments.')).toBe(
      'No updates from Congress today. Check back later for new developments.',
    );
  });

  it('shows placeholders, not the empty text, while loading or refreshing', () => {
    expect(view(listState(undefined), 'EMPTY')).toBe('Loading news...');
    expect(view(listState([]), 'EMPTY', true)).toBe('Loading news...');
  });

  it('lists every item, newest as sent', () => {
    const text = view(listState([bill, rule]), 'EMPTY');
    expect(text.indexOf('MORE Act')).toBeLessThan(text.indexOf('Safety Standard for Widgets'));
    expect(text).not.toContain('EMPTY');
  });

  it('says when the server answered with an error', () => {
    expect(view(listState([], { error: new Error('Not found') }), 'EMPTY')).toContain('The news could not be loaded: Not found');
  });
});

describe('the News tab', () => {
  it('has its heading, the disclaimer, the two sub-tabs and Refresh', () => {
    renderScreen(NewsPanel);
    expect(headingTexts(2)).toEqual(['Congressional & Regulatory News']);
    expect(screen.getAllByRole('tab').map((tab) => readText(tab))).toEqual(['Latest News', "Today's Updates"]);
    expect(namesOf('button')).toContain('Refresh');
    expect(readText()).toContain('It is not legal advice.');
  });
});

describe('refresh outcomes', () => {
  const reply = (sources: RefreshNewsResponse['sources']): RefreshNewsResponse => ({
    success: true,
    added: 0,
    updated: 0,
    total: 0,
    sources,
    failed: sources.filter((s) => s.status === 'failed').map((s) => s.source),
  });

  it('notes a failed source after a refresh that otherwise worked; never a skipped one, never twice', () => {
    expect(
      refreshNotes(
        reply([
          { source: 'congress', name: 'Congress.gov', status: 'failed', fetched: 0, message: 'Congress.gov answered with an error: 500' },
          { source: 'federal-register', name: 'Federal Register', status: 'ok', fetched: 3 },
        ]),
      ),
    ).toEqual(['Congress.gov answered with an error: 500. Its news was not updated this time.']);
    expect(
      refreshNotes(
        reply([
          {
            source: 'congress',
            name: 'Congress.gov',
            status: 'skipped',
            fetched: 0,
            message: 'Congress.gov was skipped: no CONGRESS_API_KEY is set on the server.',
          },
        ]),
      ),
    ).toEqual([]);
    const soon = {
      ...reply(
        (['congress', 'federal-register'] as const).map((source) => ({
          source,
          name: source,
          status: 'skipped' as const,
          fetched: 0,
          message: 'Fetched a few minutes ago; the next fetch may run at 22:06 UTC. The stored news is shown.',
        })),
      ),
      nextRefreshAt: '2026-11-27T22:06:00.000Z',
    };
    const notes = refreshNotes(soon);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(
      /^The news was checked a few minutes ago; the saved news is shown\. It can be checked again after \d{1,2}:06 [AP]M\.$/,
    );
    expect(refreshNotes(reply([{ source: 'federal-register', name: 'Federal Register', status: 'ok', fetched: 3 }]))).toEqual([]);
  });

  it('explains a failed refresh with what the server said about each source', () => {
    const body = {
      ...reply([
        { source: 'congress', name: 'Congress.gov', status: 'failed', fetched: 0, message: 'Congress.gov answered with an error: 500' },
        {
          source: 'federal-register',
          name: 'Federal Register',
          status: 'failed',
          fetched: 0,
          message: 'Federal Register did not answer within 10 seconds',
        },
      ]),
      success: false,
      error: 'Failed to refresh news',
    };
    expect(refreshFailureMessage(new ApiError(502, 'Failed to refresh news', body, 'Failed to refresh news'))).toBe(
      'Congress.gov answered with an error: 500. Federal Register did not answer within 10 seconds. The news already shown is kept.',
    );
    expect(refreshFailureMessage(new ApiError(401, 'Not signed in', { error: 'Not signed in' }))).toBe('Not signed in');
    // The developer's "no CONGRESS_API_KEY" never reaches the reader.
    const keyless = {
      ...reply([
        {
          source: 'congress',
          name: 'Congress.gov',
          status: 'skipped',
          fetched: 0,
          message: 'Congress.gov was skipped: no CONGRESS_API_KEY is set on the server.',
        },
        {
          source: 'federal-register',
          name: 'Federal Register',
          status: 'failed',
          fetched: 0,
          message: 'Federal Register could not be reached',
        },
      ]),
      success: false,
    };
    expect(refreshFailureMessage(new ApiError(502, 'Failed to refresh news', keyless))).toBe(
      'Federal Register could not be reached. The news already shown is kept.',
    );
  });
});

describe('narration URL', () => {
  afterEach(() => vi.unstubAllGlobals());
  const reply = (status: number, body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status })),
    );

  it('reads audioUrl from the reply', async () => {
    reply(200, { audioUrl: '/api/audio/abc.mp3' });
    expect(await fetchNarrationUrl(bill)).toBe('/api/audio/abc.mp3');
  });

  it('says "Audio not available" with the status, and "No audio URL in response"', async () => {
    reply(503, { error: 'busy' });
    await expect(fetchNarrationUrl(bill)).rejects.toThrow('Audio not available (503)');
    reply(200, { url: '/x.mp3' });
    await expect(fetchNarrationUrl(bill)).rejects.toThrow('No audio URL in response');
  });
});
