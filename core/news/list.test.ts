import { describe, expect, it } from 'vitest';
import { easternDateOf, easternToInstant, isSameEasternDay } from './eastern';
import { mergeNews, NARRATION_MAX_CHARS, narrationText, newestFirst, publishedToday } from './list';

const item = (id: string, publishedDate: string, extra: Record<string, unknown> = {}) => ({ id, publishedDate, ...extra });

describe('US Eastern dates', () => {
  it('turns Eastern wall-clock times into instants, with daylight saving', () => {
    expect(easternToInstant('2024-01-15')!.toISOString()).toBe('2024-01-15T05:00:00.000Z');
    expect(easternToInstant('2024-07-04', '12:30:00')!.toISOString()).toBe('2024-07-04T16:30:00.000Z');
    // The day daylight saving starts (2 a.m. → 3 a.m. on 10 March 2024) and ends (3 November 2024).
    expect(easternToInstant('2024-03-10')!.toISOString()).toBe('2024-03-10T05:00:00.000Z');
    expect(easternToInstant('2024-03-10', '12:00')!.toISOString()).toBe('2024-03-10T16:00:00.000Z');
    expect(easternToInstant('2024-11-03', '23:59:59')!.toISOString()).toBe('2024-11-04T04:59:59.000Z');
    expect(easternToInstant('2024-02-30')).toBeNull();
    expect(easternToInstant('2024-02-10', '25:00')).toBeNull();
  });

  it('gives the Eastern day of an instant, which differs from the UTC day in the evening', () => {
    expect(easternDateOf('2024-03-15T02:30:00Z')).toBe('2024-03-14');
    expect(easternDateOf('2024-03-15T04:00:00Z')).toBe('2024-03-15');
    expect(easternDateOf('2024-12-01T04:59:59Z')).toBe('2024-11-30');
    expect(easternDateOf('2024-12-01T05:00:00Z')).toBe('2024-12-01');
    expect(easternDateOf('not a date')).toBe('');
  });

  it('is "today" by the Eastern calendar, not by UTC', () => {
    // 10:30 p.m. on 14 March in Washington is already 15 March in UTC.
    const now = new Date('2024-03-15T02:30:00Z');
    expect(isSameEasternDay(easternToInstant('2024-03-14')!, now)).toBe(true);
    expect(isSameEasternDay(easternToInstant('2024-03-14', '23:59:00')!, now)).toBe(true);
    expect(isSameEasternDay(easternToInstant('2024-03-15')!, now)).toBe(false);
    expect(isSameEasternDay(easternToInstant('2024-03-13', '23:59:59')!, now)).toBe(false);
  });
});

describe('publishedToday', () => {
  it('keeps the items of the Eastern day of `now`, newest first, across the UTC midnight', () => {
    const items = [
      item('early', easternToInstant('2024-03-14', '00:00:00')!.toISOString()),
      item('yesterday-late', easternToInstant('2024-03-13', '23:30:00')!.toISOString()),
      item('evening', easternToInstant('2024-03-14', '21:00:00')!.toISOString()), // 01:00 UTC on the 15th
      item('noon', easternToInstant('2024-03-14', '12:00:00')!.toISOString()),
    ];
    const at = (iso: string) => publishedToday(items, new Date(iso)).map((i) => i.id);
    expect(at('2024-03-15T02:30:00Z')).toEqual(['evening', 'noon', 'early']);
    // Just after midnight in Washington, none of them is from today.
    expect(at('2024-03-15T04:00:01Z')).toEqual([]);
    // At 11 p.m. UTC on the 13th (7 p.m. in Washington) and at 3:45 UTC on the 14th (11:45 p.m.
    // on the 13th in Washington) only the 13th counts.
    expect(at('2024-03-13T23:00:00Z')).toEqual(['yesterday-late']);
    expect(at('2024-03-14T03:45:00Z')).toEqual(['yesterday-late']);
  });
});

describe('mergeNews', () => {
  const kept = [item('a', '2024-05-03T12:00:00Z', { v: 1 }), item('b', '2024-05-02T12:00:00Z'), item('c', '2024-05-01T12:00:00Z')];

  it('updates a record seen again instead of listing it twice, and counts what is new', () => {
    const result = mergeNews(kept, [
      item('b', '2024-05-04T09:00:00Z', { v: 2 }),
      item('d', '2024-05-01T18:00:00Z'),
      item('d', '2024-05-01T18:00:00Z'),
    ]);
    expect(result.items.map((i) => i.id)).toEqual(['b', 'a', 'd', 'c']);
    expect(result.items[0]).toMatchObject({ v: 2 });
    expect(result).toMatchObject({ added: 1, updated: 1 });
  });

  it('keeps only the newest `limit` items', () => {
    // Eight new items from 1-8 June: with a, b and c (1-3 May) that is 11, one too many.
    const many = Array.from({ length: 8 }, (_, i) => item(`n${i}`, new Date(Date.UTC(2024, 5, 1 + i)).toISOString()));
    const result = mergeNews(kept, many, 10);
    expect(result.items).toHaveLength(10);
    expect(result.items[0]!.id).toBe('n7');
    expect(result.items.slice(-2).map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('removes nothing when a source sent nothing', () => {
    expect(mergeNews(kept, []).items).toEqual(kept);
  });

  it('orders equal times by the upstream order of the fresh items, before older copies', () => {
    const same = '2024-05-05T04:00:00.000Z';
    const result = mergeNews([item('old', same)], [item('x', same), item('y', same)]);
    expect(result.items.map((i) => i.id)).toEqual(['x', 'y', 'old']);
    expect(newestFirst([item('p', 'bad'), item('q', same)]).map((i) => i.id)).toEqual(['q', 'p']);
  });
});

describe('narrationText', () => {
  it('reads the title, then the summary', () => {
    expect(narrationText({ title: 'MORE Act', summary: 'A House bill (H.R. 3617) in the 117th Congress.' })).toBe(
      'MORE Act. A House bill (H.R. 3617) in the 117th Congress.',
    );
    expect(narrationText({ title: 'Is it legal?', summary: 'Yes.' })).toBe('Is it legal? Yes.');
  });

  it('cuts a very long abstract after a full sentence', () => {
    const summary = Array.from({ length: 60 }, (_, i) => `Sentence number ${i} of a long abstract.`).join(' ');
    const text = narrationText({ title: 'Long rule', summary });
    expect(text.length).toBeLessThanOrEqual(NARRATION_MAX_CHARS);
    expect(text.endsWith('of a long abstract.')).toBe(true);
  });
});
