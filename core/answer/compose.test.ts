import { describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../brand';
import { findLaw, getLawRecords, type LawRecord } from '../laws';
import { searchLibrary } from '../search';
import { searchResponseSchema } from '../schemas/legal';
import { composeAnswer, ENGINE_LINES, MAX_SOURCES, type RankedLaw } from './compose';
import { GENERAL_DOCUMENTS } from './documents';
import { isOfficialUrl, parseAnswer, type LawBlock } from './format';
import { LEGAL_AID_STEP, MAX_NEXT_STEPS, MIN_NEXT_STEPS } from './nextSteps';
import { sentences } from './text';

const guides = getLawRecords().filter((r) => r.kind === 'guide');
const law = (id: string): LawRecord => {
  const found = findLaw(id);
  if (!found) throw new Error(`no law ${id}`);
  return found;
};
const ranked = (...records: LawRecord[]): RankedLaw[] => records.map((record, i) => ({ record, score: 10 - i }));
const lawBlocks = (text: string) => parseAnswer(text).filter((b): b is LawBlock => b.kind === 'law');

/** Every https URL inside a text. */
const urlsIn = (text: string) => text.match(/https:\/\/\S+/g)?.map((u) => u.replace(/[.,;)]+$/, '')) ?? [];

describe('composeAnswer on a real question', () => {
  const query = 'a debt collector keeps calling me at work';
  const hits = searchLibrary(query, { limit: 10 });
  const answer = composeAnswer(query, hits, { engine: 'built-in' });

  it('is a valid search response that says which engine answered', () => {
    expect(searchResponseSchema.parse(answer)).toEqual(answer);
    expect(answer.engine).toBe('built-in');
    const blocks = parseAnswer(answer.response);
    expect(blocks.at(-1)).toEqual({ kind: 'paragraph', text: ENGINE_LINES['built-in'] });
    expect(answer.response).toContain('Answered by the built-in engine');
  });

  it('opens by restating the question and naming the laws it found', () => {
    const intro = parseAnswer(answer.response)[0]!;
    expect(intro.kind).toBe('paragraph');
    const text = (intro as { text: string }).text;
    expect(text).toContain(`You asked: "${query}"`);
    for (const block of lawBlocks(answer.response)) expect(text).toContain(`${block.title} (${block.badge})`);
  });

  it('writes one law block per top law: title, citation badge, Verify link, Penalties and details from the record', () => {
    const blocks = lawBlocks(answer.response);
    expect(blocks.length).toBeGreaterThanOrEqual(1);
    expect(blocks.length).toBeLessThanOrEqual(3);
    const top = hits[0]!.record;
    expect(top.citation).toBe('15 U.S.C. § 1692c');
    expect(blocks[0]).toEqual({
      kind: 'law',
      title: top.title,
      badge: '15 U.S.C. § 1692c',
      verifyUrl: top.government_source,
      penalties: top.penalties,
      details: sentences(top.summary).slice(0, 2),
    });
    expect(blocks[0]!.verifyUrl).toMatch(/^https:\/\/uscode\.house\.gov\/view\.xhtml\?req=granuleid:USC-prelim-title15-section1692c&/);
    // Each detail line is the record's own words.
    for (const [i, block] of blocks.entries()) for (const detail of block.details) expect(hits[i]!.record.summary).toContain(detail);
  });

  it('puts the spec\'s default disclaimer in a disclaimer line (the amber box)', () => {
    expect(parseAnswer(answer.response)).toContainEqual({ kind: 'disclaimer', text: `Disclaimer: ${DISCLAIMER}` });
  });

  it('lists every ranked law as a source (title, citation, summary, official url, lawId), up to 10', () => {
    expect(answer.sources).toHaveLength(Math.min(hits.length, MAX_SOURCES));
    expect(answer.sources[0]).toEqual({ title: hits[0]!.record.title, citation: '15 U.S.C. § 1692c', summary: hits[0]!.record.summary, url: hits[0]!.record.government_source, lawId: hits[0]!.record.id });
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
    expect(lawBlocks(text)[0]).toMatchObject({ title: 'Bold title', details: ['A starred summary.', 'Second.'] });
  });
});

describe('composeAnswer details', () => {
  it('repeats no penalty text: a second law with the same penalties refers to the first', () => {
    const hits = searchLibrary('a debt collector keeps calling me at work', { limit: 3 });
    const blocks = lawBlocks(composeAnswer('q', hits, { engine: 'built-in' }).response);
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
    const answer = composeAnswer('q', [{ record: strong, score: 100 }, { record: weak, score: 5 }], { engine: 'built-in' });
    expect(lawBlocks(answer.response).map((b) => b.badge)).toEqual([strong.citation]);
    expect(answer.sources.map((s) => s.lawId)).toEqual([strong.id, weak.id]);
  });

  it('never links a Verify line or a next step to a URL that is not official', () => {
    const odd = { ...law('fdcpa-harassment'), government_source: 'http://example.com/law', agency: { name: 'Fake Agency', url: 'https://example.com/complain' } };
    const answer = composeAnswer('q', ranked(odd), { engine: 'built-in' });
    expect(lawBlocks(answer.response)[0]!.verifyUrl).toBeUndefined();
    expect(JSON.stringify(answer.nextSteps)).not.toContain('example.com');
    expect(answer.nextSteps.length).toBeGreaterThanOrEqual(MIN_NEXT_STEPS);
    expect(answer.response).not.toContain('with a link to its official text');
    expect(answer.response).toContain('Here is what it says.');
  });

  it('does not quote a question that is nothing but symbols', () => {
    const text = composeAnswer('***', ranked(law('fdcpa-harassment')), { engine: 'built-in' }).response;
    expect(text).not.toContain('You asked');
    expect(text.startsWith('The federal law that matches your question most closely is Fair Debt Collection Practices Act')).toBe(true);
  });

  it('says "Offline: answered from your saved library" for the offline engine', () => {
    const answer = composeAnswer('q', ranked(law('fdcpa-harassment')), { engine: 'offline' });
    expect(answer.engine).toBe('offline');
    expect(parseAnswer(answer.response).at(-1)).toEqual({ kind: 'paragraph', text: 'Offline: answered from your saved library.' });
  });

  it('keeps a long question short in the intro and never breaks the format with brackets or new lines', () => {
    const question = `my landlord [really] kept\nmy deposit ${'and more '.repeat(60)}[15 U.S.C. § 1]`;
    const text = composeAnswer(question, ranked(law('fdcpa-harassment')), { engine: 'built-in' }).response;
    const blocks = parseAnswer(text);
    expect(blocks[0]!.kind).toBe('paragraph');
    expect((blocks[0] as { text: string }).text).toMatch(/^You asked: "my landlord really kept my deposit and more .*…"\./);
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
      expect(answer.response).toContain('No federal law in the library matched this question');
      expect(answer.response).toContain('Try describing what happened in everyday words');
      expect(lawBlocks(answer.response)).toEqual([]);
      expect(parseAnswer(answer.response)).toContainEqual({ kind: 'disclaimer', text: `Disclaimer: ${DISCLAIMER}` });
      expect(answer.nextSteps.map((s) => s.title)).toEqual(['Rephrase your question', 'Browse related federal laws', 'Find free legal help']);
      expect(answer.response).toContain(ENGINE_LINES['built-in']);
    });
  }
});

describe('every guide record', () => {
  it('composes a clean answer: law line parses back, 3-5 next steps, agency URLs only from the record, no undefined/NaN', () => {
    expect(guides.length).toBeGreaterThanOrEqual(150);
    const allRecordUrls = new Set(getLawRecords().flatMap((r) => [r.government_source, r.agency?.url].filter(Boolean)));
    for (const record of guides) {
      const answer = composeAnswer(record.title, [{ record, score: 1 }], { engine: 'built-in' });
      const serialized = JSON.stringify(answer);
      expect(serialized, record.id).not.toMatch(/undefined|NaN|\[object/);
      expect(answer.response, record.id).not.toContain('*');

      const blocks = lawBlocks(answer.response);
      expect(blocks, record.id).toHaveLength(1);
      expect(blocks[0], record.id).toMatchObject({ title: record.title.replace(/\*/g, ''), badge: record.citation, verifyUrl: record.government_source });
      expect(blocks[0]!.details.length, record.id).toBeGreaterThanOrEqual(1);
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
    expect(sentences('Calls are limited to 8 a.m. to 9 p.m. local time. See 15 U.S.C. § 1692k. The U.S. Department of Labor enforces it.')).toEqual([
      'Calls are limited to 8 a.m. to 9 p.m. local time.',
      'See 15 U.S.C. § 1692k.',
      'The U.S. Department of Labor enforces it.',
    ]);
  });
});
