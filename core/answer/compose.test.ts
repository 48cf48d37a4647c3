import { describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../brand';
import { findLaw, getLawRecords, type LawRecord } from '../laws';
import { searchLibrary } from '../search';
import { searchResponseSchema } from '../schemas/legal';
import { composeAnswer, ENGINE_LINES, MAX_SOURCES, type RankedLaw } from './compose';
import { GENERAL_DOCUMENTS } from './documents';
import { isOfficialUrl, parseAnswer, type LawBlock } from './format';
import { LEGAL_AID_STEP, MAX_NEXT_STEPS, MIN_NEXT_STEPS } from './nextSteps';
import { NO_MATCH_LEAD, noMatchRephrase, standAlone } from './lead';
import { pickPassage } from './passage';
import { parseSectionText } from '../laws/structure';
import { getFullText } from '../laws/fullText';
import { sentences } from './text';

/** The designated levels of a key law's official text (the full Code's text is server-side). */
const keyLawLevels = (title: number, section: string) => {
  const text = getFullText(title, section)?.text;
  return text ? parseSectionText(title, section, text).levels : undefined;
};

const guides = getLawRecords().filter((r) => r.kind === 'guide');
const law = (id: string): LawRecord => {
  const found = findLaw(id);
  if (!found) throw new Error(`no law ${id}`);
  return found;
};
/** Laws the user named (by citation): always relevant, whatever the words. */
const ranked = (...records: LawRecord[]): RankedLaw[] => records.map((record, i) => ({ record, score: 10 - i, match: 'citation' }));
const lawBlocks = (text: string) => parseAnswer(text).filter((b): b is LawBlock => b.kind === 'law');

/** Every https URL inside a text. */
const urlsIn = (text: string) => text.match(/https:\/\/\S+/g)?.map((u) => u.replace(/[.,;)]+$/, '')) ?? [];

describe('composeAnswer on a real question', () => {
  const query = 'a debt collector keeps calling me at work';
  const hits = searchLibrary(query, { limit: 10 });
  const passageFor = (l: { citation: string; usc?: { title: number; section: string } }, exclude: readonly string[]) =>
    l.usc ? pickPassage(query, l, keyLawLevels(l.usc.title, l.usc.section), exclude) : undefined;
  const answer = composeAnswer(query, hits, { engine: 'built-in', passageFor });

  it('is a valid search response that says which engine answered', () => {
    expect(searchResponseSchema.parse(answer)).toEqual(answer);
    expect(answer.engine).toBe('built-in');
    const blocks = parseAnswer(answer.response);
    expect(blocks.at(-1)).toEqual({ kind: 'paragraph', text: ENGINE_LINES['built-in'] });
    expect(answer.response).toContain('Answered by the built-in engine');
  });

  it("opens with the answer: the best guide's own words with the quoted subsection's citation, no echo of the question", () => {
    const intro = parseAnswer(answer.response)[0]!;
    expect(intro.kind).toBe('paragraph');
    const text = (intro as { text: string }).text;
    expect(text).not.toContain(query);
    expect(text).not.toContain('You asked');
    const [first, second] = sentences(hits[0]!.record.summary);
    expect(text).toBe(`${first} ${second!.replace(/\.$/, '')} (15 U.S.C. § 1692c(a)(3)).`);
    expect(answer.jurisdiction).toEqual({ kind: 'federal' });
  });

  it('quotes the subsection that answers the question, word for word, with its designation', () => {
    const [block] = lawBlocks(answer.response);
    expect(block!.quote!.citation).toBe('15 U.S.C. § 1692c(a)(3)');
    expect(block!.quote!.text).toContain(
      'at the consumer’s place of employment if the debt collector knows or has reason to know that the consumer’s employer prohibits the consumer from receiving such communication.',
    );
    const official = getFullText(15, '1692c')!.text.replace(/\s+/g, ' ');
    for (const piece of block!.quote!.text.split(' … ')) expect(official).toContain(piece.replace(/ …$/, ''));
    // No two cards quote the same passage.
    const quoted = lawBlocks(answer.response).flatMap((b) => (b.quote ? [b.quote.citation] : []));
    expect(new Set(quoted).size).toBe(quoted.length);
  });

  it('writes one law block per top law: title, citation badge, Verify link, Penalties and details from the record', () => {
    const blocks = lawBlocks(answer.response);
    expect(blocks.length).toBeGreaterThanOrEqual(1);
    expect(blocks.length).toBeLessThanOrEqual(3);
    const top = hits[0]!.record;
    expect(top.citation).toBe('15 U.S.C. § 1692c');
    expect(blocks[0]).toMatchObject({
      kind: 'law',
      title: top.title,
      badge: '15 U.S.C. § 1692c',
      verifyUrl: top.government_source,
      penalties: top.penalties,
      // The lead said the first two sentences.
      details: sentences(top.summary).slice(2, 4),
    });
    expect(blocks[0]!.verifyUrl).toMatch(/^https:\/\/uscode\.house\.gov\/view\.xhtml\?req=granuleid:USC-prelim-title15-section1692c&/);
    // Each detail line is the record's own words.
    for (const [i, block] of blocks.entries()) for (const detail of block.details) expect(hits[i]!.record.summary).toContain(detail);
  });

  it("puts the spec's default disclaimer in a disclaimer line (the amber box)", () => {
    expect(parseAnswer(answer.response)).toContainEqual({ kind: 'disclaimer', text: `Disclaimer: ${DISCLAIMER}` });
  });

  it('lists every ranked law as a source (title, citation, summary, official url, lawId), up to 10', () => {
    expect(answer.sources).toHaveLength(Math.min(hits.length, MAX_SOURCES));
    expect(answer.sources[0]).toEqual({
      title: hits[0]!.record.title,
      citation: '15 U.S.C. § 1692c',
      summary: hits[0]!.record.summary,
      url: hits[0]!.record.government_source,
      lawId: hits[0]!.record.id,
    });
    for (const source of answer.sources) expect(isOfficialUrl(source.url)).toBe(true);
    const many = composeAnswer(query, searchLibrary(query, { limit: 30 }), { engine: 'built-in' });
    expect(many.sources).toHaveLength(MAX_SOURCES);
  });

  it('offers a complaint to the agency the guide names, topic-specific documents, the official text and legal aid', () => {
    expect(answer.nextSteps.map((s) => s.title)).toEqual([
      'File a complaint with the Consumer Financial Protection Bureau',
      'Gather your documents',
      'Read the official text',
      'Find free legal help',
    ]);
    expect(answer.nextSteps[0]!.description).toContain(hits[0]!.record.agency!.url);
    expect(answer.nextSteps[1]!.description).toMatch(/letter from the collector/);
    expect(answer.nextSteps[2]!.description).toContain(hits[0]!.record.government_source);
    expect(answer.nextSteps[3]).toEqual(LEGAL_AID_STEP);
    expect(LEGAL_AID_STEP.description).toContain('/legal-resources');
  });

  it('strips asterisks from anything a record or the question carries', () => {
    const starred = { ...law('fdcpa-harassment'), title: '**Bold** title', summary: 'A *starred* summary. Second.' };
    const text = composeAnswer('*what* about **this**', ranked(starred), { engine: 'built-in' }).response;
    expect(text).not.toContain('*');
    expect(lawBlocks(text)[0]).toMatchObject({ title: 'Bold title' });
    expect(text.startsWith(`A starred summary. Second (${starred.citation}).`)).toBe(true);
  });
});

describe('composeAnswer details', () => {
  it('repeats no penalty text: a second law with the same penalties refers to the first', () => {
    const hits = searchLibrary('a debt collector keeps calling me at work', { limit: 3 });
    const blocks = lawBlocks(composeAnswer('a debt collector keeps calling me at work', hits, { engine: 'built-in' }).response);
    expect(hits[1]!.record.penalties).toBe(hits[0]!.record.penalties);
    expect(blocks[1]!.penalties).toBe(`Same as for ${hits[0]!.record.citation} above.`);
  });

  it('writes no Penalties line for a bare official section (it states none)', () => {
    const section = law('usc-42-3604');
    const [block] = lawBlocks(composeAnswer('42 USC 3604', ranked(section), { engine: 'built-in' }).response);
    expect(block).toMatchObject({ title: section.title, badge: '42 U.S.C. § 3604', verifyUrl: section.government_source });
    expect(block!.penalties).toBeUndefined();
  });

  it('leaves weak matches in the sources but out of the written answer', () => {
    const strong = law('fdcpa-harassment');
    const weak = law('usc-42-3604');
    const answer = composeAnswer(
      'q',
      [
        { record: strong, score: 100, match: 'citation' },
        { record: weak, score: 5 },
      ],
      { engine: 'built-in' },
    );
    expect(lawBlocks(answer.response).map((b) => b.badge)).toEqual([strong.citation]);
    expect(answer.sources.map((s) => s.lawId)).toEqual([strong.id, weak.id]);
  });

  it('never links a Verify line or a next step to a URL that is not official', () => {
    const odd = {
      ...law('fdcpa-harassment'),
      government_source: 'http://example.com/law',
      agency: { name: 'Fake Agency', url: 'https://example.com/complain' },
    };
    const answer = composeAnswer('q', ranked(odd), { engine: 'built-in' });
    expect(lawBlocks(answer.response)[0]!.verifyUrl).toBeUndefined();
    expect(JSON.stringify(answer.nextSteps)).not.toContain('example.com');
    expect(answer.nextSteps.length).toBeGreaterThanOrEqual(MIN_NEXT_STEPS);
  });

  it('does not quote a question that is nothing but symbols', () => {
    const text = composeAnswer('***', ranked(law('fdcpa-harassment')), { engine: 'built-in' }).response;
    expect(text).not.toContain('You asked');
    expect(text.startsWith(sentences(law('fdcpa-harassment').summary)[0]!)).toBe(true);
  });

  it('says "Offline: answered from your saved library" for the offline engine', () => {
    const answer = composeAnswer('q', ranked(law('fdcpa-harassment')), { engine: 'offline' });
    expect(answer.engine).toBe('offline');
    expect(parseAnswer(answer.response).at(-1)).toEqual({ kind: 'paragraph', text: 'Offline: answered from your saved library.' });
  });

  it('never echoes a long question nor breaks the format with its brackets or new lines', () => {
    const question = `my boss [really] kept\nmy overtime ${'and more '.repeat(60)}[15 U.S.C. § 1]`;
    const text = composeAnswer(question, ranked(law('fdcpa-harassment')), { engine: 'built-in' }).response;
    const blocks = parseAnswer(text);
    expect(blocks[0]!.kind).toBe('paragraph');
    expect(text).not.toContain('my boss');
    expect(lawBlocks(text)).toHaveLength(1);
  });
});

describe('no results', () => {
  for (const [what, hits] of [
    ['nothing ranked', []],
    ['a garbage query', searchLibrary('zzqxv qwpl', { limit: 10 })],
  ] as const) {
    it(`answers honestly when ${what}: nothing matched, how to rephrase, legal aid, still the disclaimer`, () => {
      const answer = composeAnswer('zzqxv qwpl', hits, { engine: 'built-in' });
      expect(searchResponseSchema.parse(answer)).toEqual(answer);
      expect(answer.sources).toEqual([]);
      expect(parseAnswer(answer.response)[0]).toEqual({ kind: 'paragraph', text: NO_MATCH_LEAD });
      expect(answer.response).toContain(noMatchRephrase());
      expect(answer.response).toContain('/state-laws');
      expect(answer.response).toContain('/legal-resources');
      expect(answer.jurisdiction).toEqual({ kind: 'none' });
      expect(lawBlocks(answer.response)).toEqual([]);
      expect(parseAnswer(answer.response)).toContainEqual({ kind: 'disclaimer', text: `Disclaimer: ${DISCLAIMER}` });
      expect(answer.nextSteps.map((s) => s.title)).toEqual([
        'Rephrase your question',
        'Ask about your state’s law',
        'Browse related federal laws',
        'Find free legal help',
      ]);
      expect(answer.response).toContain(ENGINE_LINES['built-in']);
    });
  }
});

describe('every guide record', () => {
  it('composes a clean answer: law line parses back, 3-5 next steps, agency URLs only from the record, no undefined/NaN', () => {
    expect(guides.length).toBeGreaterThanOrEqual(150);
    const allRecordUrls = new Set(getLawRecords().flatMap((r) => [r.government_source, r.agency?.url].filter(Boolean)));
    for (const record of guides) {
      // Asked by its citation: the law the user named is the answer.
      const answer = composeAnswer(record.citation, [{ record, score: 1, match: 'citation' }], { engine: 'built-in' });
      const serialized = JSON.stringify(answer);
      expect(serialized, record.id).not.toMatch(/undefined|NaN|\[object/);
      expect(answer.response, record.id).not.toContain('*');

      const blocks = lawBlocks(answer.response);
      expect(blocks, record.id).toHaveLength(1);
      expect(blocks[0], record.id).toMatchObject({
        title: record.title.replace(/\*/g, ''),
        badge: record.citation,
        verifyUrl: record.government_source,
      });
      // The lead is the guide's first sentence(s); the card carries the rest.
      expect(parseAnswer(answer.response)[0], record.id).toMatchObject({ kind: 'paragraph' });
      // (with the law named where the summary says "this section" or "the Act": leads stand alone)
      expect(
        (parseAnswer(answer.response)[0] as { text: string }).text.startsWith(
          sentences(standAlone(record.summary, record))[0]!.replace(/\.$/, '').replace(/\*/g, ''),
        ),
        record.id,
      ).toBe(true);
      if (!/^\s*none stated/i.test(record.penalties)) expect(blocks[0]!.penalties, record.id).toBe(record.penalties);

      expect(answer.nextSteps.length, record.id).toBeGreaterThanOrEqual(MIN_NEXT_STEPS);
      expect(answer.nextSteps.length, record.id).toBeLessThanOrEqual(MAX_NEXT_STEPS);
      for (const step of answer.nextSteps) {
        expect(step.title.trim(), record.id).not.toBe('');
        for (const url of urlsIn(step.description)) expect(allRecordUrls.has(url), `${record.id}: ${url}`).toBe(true);
      }
      if (record.agency) expect(answer.nextSteps[0]!.description, record.id).toContain(record.agency.url);
      // Every guide category has its own "gather documents" wording.
      expect(answer.nextSteps.find((s) => s.title === 'Gather your documents')!.description, record.id).not.toBe(GENERAL_DOCUMENTS);
    }
  });
});

describe('sentences', () => {
  it('does not split after abbreviations, times or citations', () => {
    expect(
      sentences('Calls are limited to 8 a.m. to 9 p.m. local time. See 15 U.S.C. § 1692k. The U.S. Department of Labor enforces it.'),
    ).toEqual(['Calls are limited to 8 a.m. to 9 p.m. local time.', 'See 15 U.S.C. § 1692k.', 'The U.S. Department of Labor enforces it.']);
  });
});
