import { beforeAll, describe, expect, it } from 'vitest';
import { createLawIndex, loadIndex, searchLaws, serializeIndex } from './engine';
import { getCorpusIndex, searchLibrary } from './corpusIndex';
import { namedActs, findNamedActs } from './acts';
import { parseCitations } from './citations';
import { expandSynonyms } from './synonyms';
import { terms } from './text';
import { getLawRecords } from '../laws/corpus';

// Building the full index takes a second or two, much longer on a loaded machine.
beforeAll(() => void getCorpusIndex(), 120_000);

const usc = (hit: { record: { usc: { title: number; section: string } } }) => `${hit.record.usc.title}/${hit.record.usc.section}`;

describe('citation queries go straight to the section and its guide', () => {
  const cases: [string, string][] = [
    ['42 USC 3604', '42/3604'],
    ['42 U.S.C. § 3604', '42/3604'],
    ['42 U.S.C. §3604(a)', '42/3604'],
    ['42 U.S. Code § 2000e-2', '42/2000e-2'],
    ['42 U.S.C. § 2000e–2', '42/2000e-2'],
    ['title 42 section 3604', '42/3604'],
    ['§ 1692c', '15/1692c'],
    ['section 1692c', '15/1692c'],
    ['15 U.S.C. 1681i', '15/1681i'],
    ['what does 29 USC 207 say about overtime', '29/207'],
  ];
  for (const [query, want] of cases) {
    it(query, () => {
      const hits = searchLibrary(query, { limit: 5 });
      expect(usc(hits[0])).toBe(want);
      expect(hits[0].match).toBe('citation');
      expect(hits[0].record.kind).toBe('guide');
      // The section itself follows its guides.
      expect(hits.some((h) => h.record.kind === 'section' && usc(h) === want)).toBe(true);
    });
  }

  it('a section with no guide still comes first, both sections of a duplicated number included', () => {
    const hits = searchLibrary('5 U.S.C. § 3598', { limit: 5 });
    expect(hits.slice(0, 2).map((h) => h.record.id)).toEqual(['usc-5-3598', 'usc-5-3598-dup2']);
  });

  it('parses the citation forms and leaves the other words', () => {
    expect(parseCitations('is 42 u.s.c. § 3604(a) about kids').cites).toEqual([{ title: 42, section: '3604' }]);
    expect(parseCitations('§§ 1681 and sec. 1692c').cites).toEqual([{ section: '1681' }, { section: '1692c' }]);
    expect(terms(parseCitations('is 42 usc 3604 about kids').rest)).toEqual(['kid']);
    expect(parseCitations('second chance security deposit').cites).toEqual([]);
  });
});

describe('Act names go to the Act first', () => {
  const cases: [string, string][] = [
    ['FCRA', '15/1681'],
    ['FDCPA', '15/1692'],
    ['FLSA', '29/201'],
    ['ADA', '42/12101'],
    ['FMLA', '29/2612'],
    ['FERPA', '20/1232g'],
    ['TILA', '15/1601'],
    ['Title VII', '42/2000e-2'],
    ['what is section 8', '42/1437f'],
  ];
  for (const [query, want] of cases) {
    it(query, () => {
      const [first] = searchLibrary(query, { limit: 3 });
      expect(usc(first)).toBe(want);
      expect(first.match).toBe('act');
    });
  }

  it('with other words, searches within the Act', () => {
    const hits = searchLibrary('FCRA dispute', { limit: 3 });
    expect(hits.map(usc)).toContain('15/1681i');
    expect(hits.every((h) => h.record.usc.title === 15 && /^1681/.test(h.record.usc.section))).toBe(true);
  });

  it('does not mistake everyday words for acronyms', () => {
    expect(findNamedActs('I have an idea about my landlord').acts).toEqual([]);
    expect(findNamedActs('Does IDEA cover my son?').acts.map((a) => a.name)).toEqual(['Individuals with Disabilities Education Act']);
  });

  it('every Act range and anchor exists in the official section list, in order', () => {
    const { ordinal } = getCorpusIndex();
    for (const act of namedActs) {
      const at = (s: string) => ordinal.get(`${act.title}/${s.toLowerCase()}`);
      expect(at(act.from), `${act.name} from`).toBeDefined();
      expect(at(act.to), `${act.name} to`).toBeDefined();
      expect(at(act.anchor), `${act.name} anchor`).toBeDefined();
      expect(at(act.from)! <= at(act.anchor)! && at(act.anchor)! <= at(act.to)!, act.name).toBe(true);
    }
  });
});

describe('plain-English questions', () => {
  it('drop stop words, so "can my boss ..." searches what matters', () => {
    expect(terms('Can my boss fire me for this?')).toEqual(['boss', 'fire']);
    expect(searchLibrary('can my')).toEqual([]);
    expect(searchLibrary('   ')).toEqual([]);
  });

  it('expand synonyms to the words the law uses', () => {
    expect(expandSynonyms('my landlord kicked me out').split(' ')).toEqual(expect.arrayContaining(['eviction', 'rental', 'tenant']));
    expect(expandSynonyms('i got fired by my boss').split(' ')).toEqual(expect.arrayContaining(['discharge', 'termination', 'employer']));
    expect(expandSynonyms("they won't hire me because i'm 58")).toContain('age');
    expect(expandSynonyms('what is a tort')).toBe('');
  });

  it('prefer a guide to the bare heading it explains', () => {
    const hits = searchLibrary('overtime pay', { limit: 10 });
    expect(hits[0].record.kind).toBe('guide');
    const guided = new Set(hits.filter((h) => h.record.kind === 'guide').map(usc));
    expect(hits.filter((h) => h.record.kind === 'section' && guided.has(usc(h)))).toEqual([]);
  });

  it('still find bare sections no guide covers', () => {
    const hits = searchLibrary('autonomy in weapon systems waivers', { limit: 3 });
    expect(hits.map((h) => h.record.id)).toContain('usc-10-130g-dup2');
  });

  it('keep only the asked category (label, guide category id or legal category)', () => {
    for (const category of ['Fair Housing', 'fair-housing']) {
      const hits = searchLibrary('discrimination', { category, limit: 20 });
      expect(hits.length).toBeGreaterThan(3);
      expect(hits.every((h) => h.record.category === 'Fair Housing')).toBe(true);
    }
    const housing = searchLibrary('discrimination', { category: 'housing', limit: 20 });
    expect(housing.every((h) => h.record.legalCategory === 'housing')).toBe(true);
    expect(searchLibrary('42 USC 3604', { category: 'Debt Collection' })).not.toContainEqual(
      expect.objectContaining({ match: 'citation' }),
    );
  });

  it('honour the limit and rank best first', () => {
    const hits = searchLibrary('credit report', { limit: 7 });
    expect(hits).toHaveLength(7);
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1].score).toBeGreaterThanOrEqual(hits[i].score);
  });
});

describe('a serialized index', () => {
  it('loads back and answers the same way', { timeout: 60_000 }, () => {
    const records = getLawRecords().slice(0, 3000);
    const index = createLawIndex(records);
    const loaded = loadIndex(serializeIndex(index), records);
    for (const q of ['debt collector calling', 'FCRA', '42 USC 3604', 'evicton']) {
      expect(searchLaws(loaded, q).map((h) => [h.record.id, h.score])).toEqual(searchLaws(index, q).map((h) => [h.record.id, h.score]));
    }
    expect(searchLaws(loaded, 'debt collector calling').length).toBeGreaterThan(0);
  });
});
