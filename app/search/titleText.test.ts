import { beforeEach, describe, expect, it } from 'vitest';
import { highlightParts } from '../../core/schemas/textSearch';
import { db } from '../db/database';
import { beginTitleSave, finishTitleSave, removeSavedTitle, storeTitleSections } from '../db/savedTitles';
import type { TitleTextSection } from '../../core/schemas/legal';
import { createTitleTextSearch, parseTextQuery, phrasePattern, sectionPlainText, snippetOf } from './titleText';
import { normalizeText } from '../../core/search/text';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

const level = (id: string, designation: string, depth: number, citation: string, text: string, heading?: string) => ({
  id,
  designation,
  path: designation,
  citation,
  depth,
  text,
  ...(heading ? { heading } : {}),
});

// Words of 15 U.S.C. §§ 1692c and 1692d as in the official text (release point 119-100).
const sections: TitleTextSection[] = [
  {
    kind: 'section',
    id: 'usc-15-1692c',
    title: 15,
    section: '1692c',
    citation: '15 U.S.C. § 1692c',
    heading: 'Communication in connection with debt collection',
    intro: '',
    levels: [
      level(
        'a',
        '(a)',
        0,
        '15 U.S.C. § 1692c(a)',
        'Without the prior consent of the consumer given directly to the debt collector or the express permission of a court of competent jurisdiction, a debt collector may not communicate with a consumer in connection with the collection of any debt—',
        'Communication with the consumer generally',
      ),
      level(
        'a-1',
        '(1)',
        1,
        '15 U.S.C. § 1692c(a)(1)',
        'at any unusual time or place or a time or place known or which should be known to be inconvenient to the consumer. In the absence of knowledge of circumstances to the contrary, a debt collector shall assume that the convenient time for communicating with a consumer is after 8 o’clock antemeridian and before 9 o’clock postmeridian, local time at the consumer’s location;',
      ),
    ],
    links: [],
  },
  {
    kind: 'section',
    id: 'usc-15-1692d',
    title: 15,
    section: '1692d',
    citation: '15 U.S.C. § 1692d',
    heading: 'Harassment or abuse',
    intro: '',
    levels: [
      level(
        '5',
        '(5)',
        0,
        '15 U.S.C. § 1692d(5)',
        'Causing a telephone to ring or engaging any person in telephone conversation repeatedly or continuously with intent to annoy, abuse, or harass any person at the called number.',
      ),
    ],
    links: [],
  },
];

async function saveTitle15(list = sections) {
  await beginTitleSave({
    kind: 'title',
    title: 15,
    name: 'Commerce and Trade',
    releasePoint: '119-100',
    releasePointLabel: 'U.S. Code release point 119-100',
    sectionCount: list.length,
    textBytes: 1,
  });
  await storeTitleSections(15, list, 1);
  await finishTitleSave(15);
}

const query = (q: string, extra: { title?: number; page?: number; limit?: number } = {}) => ({ q, page: 1, limit: 20, ...extra });

describe('the offline text search of saved titles', () => {
  it('finds a section by words that are only in its text, with a snippet around them', async () => {
    await saveTitle15();
    const search = createTitleTextSearch();
    const reply = await search.search(query('unusual time inconvenient', { title: 15 }));
    expect(reply.total).toBe(1);
    expect(reply.engine).toBe('full-text');
    expect(reply.releasePoint).toBe('119-100');
    expect(reply.notice).toBe('Offline: searched the text saved on this device (Title 15).');
    const [hit] = reply.results;
    expect(hit.id).toBe('usc-15-1692c');
    expect(hit.citation).toBe('15 U.S.C. § 1692c');
    expect(hit.title).toBe('Communication in connection with debt collection');
    const marked = highlightParts(hit.snippet, hit.highlights)
      .filter((p) => p.hit)
      .map((p) => p.text.toLowerCase());
    expect(marked).toEqual(expect.arrayContaining(['unusual', 'time', 'inconvenient']));
  });

  it('requires a quoted phrase to appear as written, and every word', async () => {
    await saveTitle15();
    const search = createTitleTextSearch();
    expect((await search.search(query('"unusual time or place"'))).results.map((r) => r.id)).toEqual(['usc-15-1692c']);
    expect((await search.search(query('"time unusual"'))).total).toBe(0);
    expect((await search.search(query('telephone unusual'))).total).toBe(0);
    expect((await search.search(query('telephone'))).results.map((r) => r.id)).toEqual(['usc-15-1692d']);
  });

  it('matches a word’s other forms and a prefix', async () => {
    await saveTitle15();
    const search = createTitleTextSearch();
    expect((await search.search(query('harassing'))).results.map((r) => r.id)).toEqual(['usc-15-1692d']);
    expect((await search.search(query('antemer*'))).results.map((r) => r.id)).toEqual(['usc-15-1692c']);
  });

  it('pages the results', async () => {
    await saveTitle15();
    const search = createTitleTextSearch();
    const none = await search.search(query('any', { limit: 1 }));
    expect(none.total).toBe(0); // "any" is a stop word: nothing to look for
    // "consent", "conversation": both sections.
    const everyone = await search.search(query('con*', { limit: 1, page: 1 }));
    expect(everyone.total).toBe(2);
    expect(everyone.results).toHaveLength(1);
    const second = await search.search(query('con*', { limit: 1, page: 2 }));
    expect(second.results).toHaveLength(1);
    expect(second.results[0].id).not.toBe(everyone.results[0].id);
  });

  it('says so when the title is not saved, and forgets a title removed', async () => {
    const search = createTitleTextSearch();
    expect((await search.search(query('consumer', { title: 15 }))).notice).toMatch(/^Title 15 is not saved on this device/);
    await saveTitle15();
    expect((await search.search(query('consumer'))).total).toBe(1);
    await removeSavedTitle(15);
    expect((await search.search(query('consumer'))).total).toBe(0);
  });

  it('indexes a title saved again afresh', async () => {
    await saveTitle15([sections[1]]);
    const search = createTitleTextSearch();
    expect((await search.search(query('unusual'))).total).toBe(0);
    await saveTitle15();
    expect((await search.search(query('unusual'))).total).toBe(1);
  });
});

describe('pieces', () => {
  it('reads a section’s words in order with designations and headings', () => {
    expect(sectionPlainText(sections[0]).split('\n')[0]).toBe(
      '(a) Communication with the consumer generally. Without the prior consent of the consumer given directly to the debt collector or the express permission of a court of competent jurisdiction, a debt collector may not communicate with a consumer in connection with the collection of any debt—',
    );
  });

  it('parses phrases, words and prefixes', () => {
    expect(parseTextQuery('"Security Deposit" landlord retal*')).toEqual({
      phrases: ['security deposit'],
      terms: [
        { term: 'secur', prefix: false },
        { term: 'deposit', prefix: false },
        { term: 'landlord', prefix: false },
        { term: 'retal', prefix: true },
      ],
    });
  });

  it('cuts a snippet at word boundaries around the phrase', () => {
    const text = sectionPlainText(sections[0]);
    const { snippet } = snippetOf(text, parseTextQuery('"convenient time"'));
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet).toContain('the convenient time for communicating');
  });
});

describe('phrases pasted from the Code, punctuation and all (as the online index reads words)', () => {
  const text = normalizeText(
    '(3) at the consumer’s place of employment if the debt collector knows; at a rate not less than one and one-half times the regular rate; an electronic, magnetic, optical, electrochemical, or other high speed data processing device; under § 1692c of this title',
  );
  it.each([
    '"at the consumer\'s place of employment if the debt collector knows"',
    '"at a rate not less than one and one-half times the regular rate"',
    '"electronic, magnetic, optical, electrochemical, or other high speed data processing device"',
    '"under § 1692c of this title"',
  ])('%s', (q) => {
    const { phrases } = parseTextQuery(q);
    expect(phrases).toHaveLength(1);
    expect(phrasePattern(phrases[0]!).test(text)).toBe(true);
  });

  it('still needs the words in order and whole', () => {
    expect(phrasePattern('consumers place of').test(normalizeText('the consumer’s place of work'))).toBe(true);
    expect(phrasePattern('place consumers').test(normalizeText('the consumer’s place of work'))).toBe(false);
    expect(phrasePattern('onsumers place').test(normalizeText('the consumer’s place of work'))).toBe(false);
  });
});
