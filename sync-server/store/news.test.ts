import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEWS_KEPT, type NewsItem } from '../../core/schemas/news';
import { LEGACY_FILE } from '.';
import { openTestStore, storePerTest } from '../../test-support/server/testDatabase';

const db = storePerTest('laws-ai-news-');

function item(n: number, publishedDate = new Date(Date.UTC(2024, 0, 1, 0, n)).toISOString()): NewsItem {
  const id = `fr-2024-${String(n).padStart(5, '0')}`;
  return {
    id,
    title: `Document ${n}`,
    category: 'regulation',
    billNumber: null,
    chamber: null,
    publishedDate,
    audioUrl: `/api/congress/news/${id}/audio`,
    sourceUrl: `https://www.federalregister.gov/documents/2024/01/01/${id}/x`,
    summary: `Summary ${n}.`,
    source: 'federal-register',
    metadata: { latestAction: null, significant: false, agencies: [] },
  };
}

const fileNews = async () => (await db.store.snapshot()).news as { id: string }[];

describe('the news collection', () => {
  it(`keeps the newest ${NEWS_KEPT} items in the store`, async () => {
    const first = Array.from({ length: 300 }, (_, i) => item(i));
    const second = Array.from({ length: 300 }, (_, i) => item(300 + i));
    await db.store.news.save(first);
    const result = await db.store.news.save(second);
    expect(result).toEqual({ added: 300, updated: 0, total: NEWS_KEPT });
    const stored = await fileNews();
    expect(stored).toHaveLength(NEWS_KEPT);
    // The 100 oldest (0-99) went.
    expect(stored.map((r) => r.id)).not.toContain(item(99).id);
    expect(stored.map((r) => r.id)).toContain(item(100).id);
    expect((await db.store.news.latest(3)).map((i) => i.id)).toEqual([item(599).id, item(598).id, item(597).id]);
  });

  it('records when each item was fetched and gives clients the item without it', async () => {
    await db.store.news.save([item(1)], new Date('2024-01-02T03:04:05Z'));
    expect(await db.store.news.findById(item(1).id)).toEqual({ ...item(1), fetchedAt: '2024-01-02T03:04:05.000Z' });
  });

  it('saving nothing writes nothing', async () => {
    await db.store.news.save([item(1)]);
    const before = await db.store.snapshot();
    expect(await db.store.news.save([])).toEqual({ added: 0, updated: 0, total: 1 });
    expect(await db.store.snapshot()).toEqual(before);
  });

  it('skips imported rows that are not news items and keeps the good ones', async () => {
    await db.store.close();
    await rm(db.dir, { recursive: true, force: true });
    db.dir = await mkdtemp(path.join(tmpdir(), 'laws-ai-news-'));
    const news = [
      { id: 'broken' },
      { ...item(2), fetchedAt: '2024-01-01T00:00:00.000Z' },
      { ...item(3), category: 'gossip', fetchedAt: 'x' },
    ];
    await writeFile(path.join(db.dir, LEGACY_FILE), JSON.stringify({ news }));
    db.store = await openTestStore(db.dir);
    expect((await db.store.news.latest(50)).map((i) => i.id)).toEqual([item(2).id]);
    await db.store.news.save([item(4)]);
    expect((await fileNews()).map((r) => r.id)).toEqual([item(4).id, item(2).id]);
  });

  it("lists today's items by the US Eastern day", async () => {
    await db.store.news.save([
      item(1, '2024-03-15T01:00:00.000Z'),
      item(2, '2024-03-15T05:00:00.000Z'),
      item(3, '2024-03-14T03:59:59.000Z'),
    ]);
    // 11 p.m. on 14 March in Washington.
    expect((await db.store.news.today(new Date('2024-03-15T03:00:00Z'))).map((i) => i.id)).toEqual([item(1).id]);
    expect((await db.store.news.today(new Date('2024-03-15T12:00:00Z'))).map((i) => i.id)).toEqual([item(2).id]);
  });
});
