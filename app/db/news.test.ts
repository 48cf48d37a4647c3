import { beforeEach, describe, expect, it } from 'vitest';
import type { NewsItem } from '../../core/schemas/news';
import { db } from './index';
import { getNewsList, saveNarrationUrl, saveNewsList } from './news';

function item(id: string, overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id,
    title: `Title ${id}`,
    category: 'legislation',
    billNumber: 'H.R. 1',
    chamber: 'house',
    publishedDate: '2024-05-01T16:00:00.000Z',
    audioUrl: `/api/congress/news/${id}/audio`,
    sourceUrl: 'https://www.congress.gov/bill/118th-congress/house-bill/1',
    summary: `Summary ${id}.`,
    source: 'congress',
    metadata: { latestAction: { text: 'Introduced in House', actionDate: '2024-05-01' }, significant: false, agencies: [] },
    ...overrides,
  };
}

beforeEach(async () => {
  await db.news.clear();
});

describe('news kept on the device', () => {
  it('keeps each list in the order the server sent it, an item in both lists once per list', async () => {
    await saveNewsList('latest', [item('b'), item('a'), item('c')]);
    await saveNewsList('today', [item('a')]);
    expect((await getNewsList('latest')).map((i) => i.id)).toEqual(['b', 'a', 'c']);
    expect(await getNewsList('today')).toEqual([item('a')]);
    expect(await db.news.count()).toBe(4);
  });

  it('replaces a list whole when it is fetched again, leaving the other list alone', async () => {
    await saveNewsList('latest', [item('a'), item('b')]);
    await saveNewsList('today', [item('b')]);
    await saveNewsList('latest', [item('c')]);
    expect((await getNewsList('latest')).map((i) => i.id)).toEqual(['c']);
    expect((await getNewsList('today')).map((i) => i.id)).toEqual(['b']);
    await saveNewsList('today', []);
    expect(await getNewsList('today')).toEqual([]);
  });

  it('remembers the narration found for an item in both lists, and forgets it when the item says something new', async () => {
    await saveNewsList('latest', [item('a'), item('b')]);
    await saveNewsList('today', [item('a')]);
    await saveNarrationUrl('a', '/api/audio/abc.mp3');
    expect((await getNewsList('latest'))[0]).toEqual({ ...item('a'), narrationUrl: '/api/audio/abc.mp3' });
    expect((await getNewsList('today'))[0]!.narrationUrl).toBe('/api/audio/abc.mp3');

    // Fetched again unchanged: the narration stays; with a new latest action it is dropped.
    await saveNewsList('latest', [item('a'), item('b')]);
    expect((await getNewsList('latest'))[0]!.narrationUrl).toBe('/api/audio/abc.mp3');
    await saveNewsList('latest', [item('a', { summary: 'A new latest action.' })]);
    expect((await getNewsList('latest'))[0]!.narrationUrl).toBeUndefined();
  });

  it('skips rows that are not news items', async () => {
    await saveNewsList('latest', [item('a')]);
    await db.news.put({ list: 'latest', id: 'junk', publishedDate: 'x', title: 5 });
    expect((await getNewsList('latest')).map((i) => i.id)).toEqual(['a']);
  });
});
