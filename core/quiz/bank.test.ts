import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findLawsBySection, uscodeUrl } from '../laws';
import { BANK_CATEGORIES, DIFFICULTIES, QUIZ_CATEGORIES, quizQuestionSchema } from '../schemas/quiz';
import { bankSections, findBankQuestion, quizBank } from './bank';
import { lawReferenceOf } from './bank/build';

const entries = bankSections.flatMap((s) => s.entries.map((entry) => ({ ...entry, category: s.category })));
const same = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

describe('the question bank', () => {
  it('has at least 200 questions, every one a valid API question', () => {
    expect(quizBank.length).toBeGreaterThanOrEqual(200);
    for (const q of quizBank) expect(() => quizQuestionSchema.parse(q)).not.toThrow();
  });

  it('covers criminal, civil-rights, tax, healthcare, environmental and constitutional topics', () => {
    expect(new Set(quizBank.map((q) => q.category))).toEqual(new Set(BANK_CATEGORIES));
  });

  it('has enough of every preset category and difficulty for a 10-question quiz and a 30-question battle', () => {
    for (const category of QUIZ_CATEGORIES.filter((c) => c !== 'all')) {
      const inCategory = quizBank.filter((q) => q.category === category);
      expect(inCategory.length, category).toBeGreaterThanOrEqual(30);
      for (const difficulty of DIFFICULTIES) {
        expect(inCategory.filter((q) => q.difficulty === difficulty).length, `${category} ${difficulty}`).toBeGreaterThanOrEqual(10);
      }
    }
  });

  it('gives every question a stable, unique, kebab-case id', () => {
    const ids = quizBank.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(findBankQuestion(ids[7]!)).toBe(quizBank[7]);
    expect(findBankQuestion('no-such-question')).toBeUndefined();
  });

  it('never asks the same question twice', () => {
    const texts = quizBank.map((q) => same(q.question));
    const repeated = texts.filter((t, i) => texts.indexOf(t) !== i);
    expect(repeated).toEqual([]);
  });

  it('has four different options per question and the right one marked', () => {
    for (const e of entries) {
      const q = findBankQuestion(e.id)!;
      expect(q.options, e.id).toHaveLength(4);
      expect(new Set(q.options.map(same)).size, e.id).toBe(4);
      expect(q.correctAnswer).toBeGreaterThanOrEqual(0);
      expect(q.correctAnswer).toBeLessThan(4);
      expect(q.options[q.correctAnswer]).toBe(e.answer);
    }
  });

  it('spreads the right answer over all four positions', () => {
    const counts = [0, 1, 2, 3].map((i) => quizBank.filter((q) => q.correctAnswer === i).length);
    for (const count of counts) expect(count).toBeGreaterThan(quizBank.length / 8);
  });

  it('explains every answer in a sentence or more, and asks a real question', () => {
    for (const q of quizBank) {
      expect(q.explanation.length, q.id).toBeGreaterThan(60);
      expect(q.question.trim(), q.id).toMatch(/[?:]$/);
    }
  });

  // Loading the corpus takes a few seconds on a busy machine.
  it('cites only U.S. Code sections that exist in the law corpus, linked to their official text', { timeout: 60_000 }, () => {
    const missing: string[] = [];
    for (const e of entries) {
      if (!('usc' in e.law)) continue;
      const [title, section] = e.law.usc;
      if (findLawsBySection(title, section).length === 0) missing.push(`${e.id}: ${title} U.S.C. § ${section}`);
      const q = findBankQuestion(e.id)!;
      expect(q.governmentSource).toBe(uscodeUrl(title, section));
      expect(q.lawReference).toBe(lawReferenceOf(e.law));
      expect(q.lawReference.startsWith(`${title} U.S.C. § ${section}`)).toBe(true);
    }
    expect(missing).toEqual([]);
  });

  it('links every source to an official https government site', () => {
    for (const q of quizBank) {
      const url = new URL(q.governmentSource);
      expect(url.protocol, q.id).toBe('https:');
      expect(url.hostname === 'uscode.house.gov' || url.hostname === 'constitution.congress.gov', `${q.id} ${url.hostname}`).toBe(true);
      expect(url.hostname.endsWith('.gov')).toBe(true);
    }
  });

  it('cites real amendments (1-27) and articles (I-VII) of the Constitution', () => {
    for (const e of entries) {
      if ('amendment' in e.law) (expect(e.law.amendment).toBeGreaterThanOrEqual(1), expect(e.law.amendment).toBeLessThanOrEqual(27));
      if ('article' in e.law) (expect(e.law.article).toBeGreaterThanOrEqual(1), expect(e.law.article).toBeLessThanOrEqual(7));
    }
    expect(findBankQuestion('con-fourth-amendment')!.governmentSource).toBe('https://constitution.congress.gov/constitution/amendment-4/');
    expect(findBankQuestion('con-fourth-amendment')!.lawReference).toBe('U.S. Constitution, Amendment IV');
  });

  const dataDir = fileURLToPath(new URL('../../../shared/data/', import.meta.url));
  it.skipIf(!existsSync(dataDir))('quotes amendments word for word from the official text (shared/data/amendments-all.json)', () => {
    const amendments = JSON.parse(readFileSync(`${dataDir}amendments-all.json`, 'utf8')) as { number: number; text: string }[];
    const textOf = new Map(amendments.map((a) => [a.number, same(a.text)]));
    const checked: string[] = [];
    for (const e of entries) {
      if (!('amendment' in e.law)) continue;
      const text = textOf.get(e.law.amendment)!;
      for (const field of [e.question, e.answer, e.explanation]) {
        for (const [, quote] of field.matchAll(/"([^"]+)"/g)) {
          expect(text, `${e.id}: "${quote}"`).toContain(same(quote!));
          checked.push(e.id);
        }
      }
    }
    expect(checked.length).toBeGreaterThan(15);
  });

  it('names no current officeholder (the civics answers that change are left out)', () => {
    for (const q of quizBank.filter((x) => x.category === 'constitutional')) {
      expect(q.question, q.id).not.toMatch(/\bnow\b|current(ly)? (president|vice president|speaker|chief justice|governor|senator)/i);
    }
  });
});
