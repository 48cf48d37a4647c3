import { describe, expect, it } from 'vitest';
import frList from '../news/fixtures/federal-register-documents-list.json';
import frFull from '../news/fixtures/federal-register-documents-full.json';
import bills from '../news/fixtures/congress-bill-list.json';
import { normalizeCongressBill } from '../news/congress';
import { normalizeFederalRegisterDocument } from '../news/federalRegister';
import type { NewsItem } from '../schemas/news';
import { makeTopic, matchNews, matchNewsItem } from './index';

// The real recorded upstream replies (core/news/fixtures), as the News tab stores them.
const items: NewsItem[] = [
  ...frList.results.map((d) => normalizeFederalRegisterDocument(d)),
  ...frFull.results.map((d) => normalizeFederalRegisterDocument(d)),
  ...bills.bills.map((b) => normalizeCongressBill(b)),
].filter((i): i is NewsItem => i !== null);
const NOW = new Date('2026-11-24T12:00:00Z');

describe('followed topics on the real news samples', () => {
  it('has real items to match against', () => {
    expect(items.length).toBeGreaterThan(100);
  });

  it('a renter’s deposit question matches none of these bank, aviation and farm notices', () => {
    const topic = makeTopic(
      {
        name: 'My landlord kept my deposit',
        text: 'My landlord kept my whole security deposit after I moved out and says the carpet was damaged. Can he do that?',
      },
      't1',
      NOW,
    );
    expect(topic.terms).toEqual(expect.arrayContaining(['landlord', 'deposit']));
    expect(matchNews([topic], items)).toEqual([]);
  });

  it('a topic followed from a news item finds the other items on the same subject, saying why', () => {
    const drawbridge = items.find((i) => i.title.startsWith('Drawbridge Operation Regulation; Lake Washington'))!;
    const topic = makeTopic(
      { name: drawbridge.title, text: `${drawbridge.title} ${drawbridge.summary}`, agencies: drawbridge.metadata.agencies },
      't2',
      NOW,
    );
    const matched = matchNews([topic], items).map((m) => items.find((i) => i.id === m.itemId)!);
    expect(matched.filter((i) => /drawbridge/i.test(i.title)).length).toBeGreaterThan(1);
    // Only the Coast Guard's own documents: none of the aviation, farm or bank notices.
    expect(matched.every((i) => i.metadata.agencies.includes('Coast Guard'))).toBe(true);
    const reasons = matchNewsItem(
      topic,
      items.find((i) => i.title.startsWith('Drawbridge Operation Regulation; Long Creek'))!,
    );
    expect(reasons.map((r) => r.text)).toContain('from the Coast Guard');
    // A department alone ("Homeland Security Department") is too broad to be a reason by itself.
    const other = items.find(
      (i) => i.metadata.agencies.includes('Homeland Security Department') && !i.metadata.agencies.includes('Coast Guard'),
    )!;
    expect(matchNewsItem(topic, other)).toEqual([]);
  });

  it('an agency followed from a law matches that agency’s documents only with a specific name', () => {
    const topic = makeTopic(
      { name: 'Bank examinations', text: 'bank examination', agencies: ['Federal Deposit Insurance Corporation'] },
      't3',
      NOW,
    );
    const matched = matchNews([topic], items).map((m) => items.find((i) => i.id === m.itemId)!);
    expect(matched.length).toBeGreaterThan(0);
    expect(matched.every((i) => i.metadata.agencies.includes('Federal Deposit Insurance Corporation'))).toBe(true);
  });

  it('matches a cited section and a named Act in an item’s words', () => {
    const topic = makeTopic(
      { name: 'Debt collector calls', text: 'debt collector calling me at work', sections: [{ title: 15, section: '1692c' }] },
      't4',
      NOW,
    );
    expect(topic.acts).toEqual(['Fair Debt Collection Practices Act']);
    const item = {
      ...items[0],
      title: 'Debt Collection Practices (Regulation F)',
      summary: 'This rule implements the Fair Debt Collection Practices Act, including 15 U.S.C. 1692c.',
    };
    const kinds = matchNewsItem(topic, item).map((r) => r.kind);
    expect(kinds).toEqual(expect.arrayContaining(['section', 'act']));
    expect(matchNewsItem(topic, items[0])).toEqual([]);
  });
});
