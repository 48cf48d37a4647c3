/**
 * GET /api/legal/text-search?amendedWithin=5|10 on the real app and the real index:
 * only sections enacted or last amended in the window, newest first, each with its last
 * amendment and Public Law; with no words, what changed in the window.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { windowStart } from '../../core/laws/history';
import { textSearchResponseSchema } from '../../core/schemas/textSearch';
import { getLawHistory } from '../lawHistory';
import { serverWithMember } from '../../test-support/server/harness';

async function search(query: string, status = 200): Promise<any> {
  const res = await ctx.jar.fetch(`/api/legal/text-search?${query}`);
  expect(res.status, query).toBe(status);
  const body = await res.json();
  return status === 200 ? textSearchResponseSchema.parse(body) : body;
}

const ctx = serverWithMember({}, 300_000);
beforeAll(async () => {
  const until = Date.now() + 240_000;
  while ((await search('q=tenant')).engine !== 'full-text') {
    if (Date.now() > until) throw new Error('the full-text index was not ready in 4 minutes');
    await new Promise((r) => setTimeout(r, 1000));
  }
}, 300_000);

describe('text search within a date window', () => {
  it('"liquidated damages" in Title 38, last 5 years: 38 U.S.C. § 4323, amended Jan. 2, 2025 by Pub. L. 118-210', async () => {
    const reply = await search('q=liquidated%20damages&title=38&amendedWithin=5');
    expect(reply.engine).toBe('full-text');
    const usserra = reply.results.find((r: any) => r.id === 'usc-38-4323');
    expect(usserra).toMatchObject({ citation: '38 U.S.C. § 4323', lastAmended: { date: '2025-01-02', publicLaw: '118-210' } });
    const since = windowStart(5);
    const dates = reply.results.map((r: any) => r.lastAmended.date as string);
    expect(dates.every((d: string) => d >= since)).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);
    // All time: the same words find more, each result still dated.
    const all = await search('q=liquidated%20damages&title=38');
    expect(all.total).toBeGreaterThanOrEqual(reply.total);
    expect(all.results.every((r: any) => r.lastAmended === null || /^\d{4}-\d{2}-\d{2}$/.test(r.lastAmended.date))).toBe(true);
  }, 60_000);

  it('"communicate with a consumer" in Title 15, last 5 years, leaves out 15 U.S.C. § 1692c (1977)', async () => {
    const all = await search('q=communicate%20with%20a%20consumer&title=15&limit=50');
    expect(all.results.some((r: any) => r.id === 'usc-15-1692c')).toBe(true);
    const recent = await search('q=communicate%20with%20a%20consumer&title=15&amendedWithin=5&limit=50');
    expect(recent.results.some((r: any) => r.id === 'usc-15-1692c')).toBe(false);
    expect(recent.total).toBeLessThan(all.total);
  });

  // No section of the Fair Debt Collection Practices Act (15 U.S.C. §§ 1692-1692p) was enacted or
  // amended after July 21, 2010 (uscode-history), so none can be in the window: the reply says so and
  // names the best matches with their dates instead of offering a tobacco section as the answer.
  it('"debt collector calling", last 5 years: says the best matches (the FDCPA) were last changed before the window', async () => {
    const history = getLawHistory();
    const since = windowStart(5);
    for (const s of ['1692', '1692a', '1692b', '1692c', '1692d', '1692e', '1692f', '1692g', '1692k', '1692l', '1692p'])
      expect(history.dates(15, s)!.lastAmended!.date < since, s).toBe(true);
    const all = await search('q=debt%20collector%20calling');
    expect(all.notice).toBeUndefined();
    const best = all.results
      .slice(0, 3)
      .filter((r: any) => r.lastAmended.date < since)
      .map((r: any) => r.citation as string);
    expect(/^15 U\.S\.C\. § 1692/.test(all.results[0].citation)).toBe(true);
    const recent = await search('q=debt%20collector%20calling&amendedWithin=5');
    expect(recent.results.every((r: any) => r.lastAmended.date >= since)).toBe(true);
    expect(recent.results.some((r: any) => /^15 U\.S\.C\. § 1692/.test(r.citation))).toBe(false);
    expect(recent.notice).toMatch(
      /^The sections that best match these words were not enacted or amended in the last 5 years \(each last changed on the date shown\): 15 U\.S\.C\. § 1692/,
    );
    for (const citation of best) expect(recent.notice).toContain(citation);
    expect(recent.notice).toContain('(Sept. 20, 1977 by Pub. L. 95-109)');
    expect(recent.notice).toContain('Choose “All time” to see the best matches.');
    // The notice is there exactly when the best match of all time falls outside the window.
    for (const words of ['q=liquidated%20damages&title=38', 'q=tenant']) {
      const top = (await search(words)).results[0];
      const windowed = await search(`${words}&amendedWithin=5`);
      expect(windowed.notice === undefined, words).toBe(top.lastAmended.date >= since);
    }
  }, 60_000);

  it('with no words, lists what changed in the window, newest first, pageable and by title', async () => {
    const history = getLawHistory();
    const first = await search('amendedWithin=5&title=38');
    expect(first.engine).toBe('history');
    expect(first.total).toBe(history.changedWithin(5, 38).length);
    expect(first.results).toHaveLength(20);
    expect(first.results[0].lastAmended.date >= first.results[19].lastAmended.date).toBe(true);
    expect(first.results.every((r: any) => r.citation.startsWith('38 U.S.C. § '))).toBe(true);
    // Its snippet is the section's newest amendment note.
    expect(first.results[0].snippet).toMatch(/^\d{4}—/);
    const second = await search('amendedWithin=5&title=38&page=2');
    expect(second.results[0].id).not.toBe(first.results[0].id);
    const ten = await search('amendedWithin=10');
    expect(ten.total).toBe(history.changedWithin(10).length);
  });

  it('refuses a window other than 5 or 10 years, and no words without a window', async () => {
    expect((await search('q=rent&amendedWithin=3', 400)).error).toBe('amendedWithin must be 5 or 10 (years)');
    expect((await search('', 400)).error).toBe('Please enter words to search for');
    expect((await search('title=38', 400)).error).toBe('Please enter words to search for');
  });
});
