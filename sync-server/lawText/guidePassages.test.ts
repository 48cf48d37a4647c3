/**
 * Passages that serve the lead (docs/evidence.md): a guide records the subsection its summary
 * rests on (core/data/guides, `passage`); this reads the official text of the full Code and checks
 * that the designation exists and carries the recorded words, that the guide quotes it, and that
 * the answers to the examples cite in their lead the subsection they quote first.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { composeAnswer } from '../../core/answer/compose';
import { parseAnswer, type LawBlock } from '../../core/answer/format';
import { levelWords } from '../../core/answer/levelWords';
import { allGuides } from '../../core/data/guides';
import { findLaw, findLawsBySection } from '../../core/laws/corpus';
import { getCorpusIndex, searchLibrary } from '../../core/search/corpusIndex';
import { getLawText } from '.';
import { passageFinder } from '../legal/answerPassages';

const lawText = getLawText();
const normal = (text: string) => text.replace(/\s+/g, ' ').replace(/\.—/g, ' ').trim();

beforeAll(() => void getCorpusIndex(), 120_000);

/** The built-in answer to a question, as the server composes it: its lead and its first quotation. */
async function builtInAnswer(question: string) {
  const hits = searchLibrary(question, { limit: 10 });
  const passageFor = await passageFinder(question, hits, lawText);
  const reply = composeAnswer(question, hits, { engine: 'built-in', passageFor, sectionLaws: findLawsBySection });
  const blocks = parseAnswer(reply.response);
  const lead = blocks[0]?.kind === 'paragraph' ? blocks[0].text : '';
  const first = blocks.find((b): b is LawBlock => b.kind === 'law' && !!b.quote);
  return { lead, first, text: reply.response };
}

describe('guides quote the subsection their summary rests on', { timeout: 120_000 }, () => {
  const recorded = allGuides.filter((g) => g.passage);

  it('each recorded designation exists and carries the recorded words, word for word', async () => {
    expect(recorded.length).toBeGreaterThanOrEqual(432);
    const wrong: string[] = [];
    for (const guide of recorded) {
      const section = await lawText.section(guide.usc.title, guide.usc.section);
      const at = section?.levels.findIndex((l) => l.path === guide.passage!.at) ?? -1;
      if (!section || at < 0) wrong.push(`${guide.id}: no ${guide.passage!.at}`);
      else if (!normal(levelWords(section.levels, at)).includes(normal(guide.passage!.words)))
        wrong.push(`${guide.id}: words not at ${guide.passage!.at}`);
      for (const also of guide.passage!.also ?? [])
        if (!section?.levels.some((l) => l.path === also && l.text.trim())) wrong.push(`${guide.id}: no ${also}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every guide on a divided section records one; the others are undivided sections, quoted whole', async () => {
    const missing: string[] = [];
    for (const guide of allGuides.filter((g) => !g.passage)) {
      const section = await lawText.section(guide.usc.title, guide.usc.section);
      if (!section || section.levels.length > 0 || !section.intro.trim()) missing.push(guide.id);
    }
    expect(missing).toEqual([]);
  });

  it('each such guide quotes that subsection, whatever the question’s words', async () => {
    for (const guide of recorded) {
      const law = findLaw(guide.id)!;
      const find = await passageFinder('what about remedial education and collect calls', [{ record: law }], lawText);
      expect([guide.passage!.at, ...(guide.passage!.also ?? [])], guide.id).toContain(find(law, [])?.designation);
      // A question in the summary's own words quotes the recorded subsection.
      const own = await passageFinder(guide.title, [{ record: law }], lawText);
      expect([guide.passage!.at, ...(guide.passage!.also ?? [])], guide.id).toContain(own(law, [])?.designation);
    }
  });

  // Everyday phrasings quote the subsection that answers them: the recorded one, or an `also` only
  // when it is the rule asked about (born in the U.S. is not the born-abroad rule of § 1401(c)).
  it.each([
    ['fcra-free-credit-reports', 'how to get my credit report for free', '(a)(1)(A)'],
    ['ina-citizenship-at-birth', 'born in the US am I a citizen', '(a)'],
    ['tila-mortgage-ability-to-repay', 'lender did not check my income', '(a)(1)'],
    ['ada-medical-exams-and-questions', 'job interview asked about my health', '(d)(2)(A)'],
    ['scra-eviction-protection', 'can my landlord evict me while I am deployed', '(a)(1)'],
    ['copyright-ownership-work-for-hire', 'who owns work I made at my job', '(b)'],
    ['adea-age-40-and-over', 'forced to retire at 65', '(c)(1)'],
    ['cobra-qualifying-events', 'health insurance after divorce', '(3)'],
  ])('%s: "%s" quotes %s', async (id, question, designation) => {
    const law = findLaw(id)!;
    const find = await passageFinder(question, [{ record: law }], lawText);
    expect(find(law, [])?.designation).toBe(designation);
  });

  // The examples: the lead cites the rule, and the first quotation is that rule.
  it.each([
    ['can a store print my whole credit card number on the receipt', '15 U.S.C. § 1681c(g)(1)'],
    ['my boss makes me work 50 hours a week and does not pay overtime', '29 U.S.C. § 207(a)(1)'],
    ['a debt collector is charging me fees and interest my agreement never allowed', '15 U.S.C. § 1692f(1)'],
    ['how do I dispute a billing error on my credit card', '15 U.S.C. § 1666(a)'],
    ['my supervisor keeps making sexual comments and touching me at work, is that harassment', '42 U.S.C. § 2000e-2(a)(1)'],
    ['can a landlord refuse to rent to me because I have children', '42 U.S.C. § 3604(a)'],
    ['my manager takes part of the tips from the servers at the restaurant', '29 U.S.C. § 203(m)(2)(B)'],
    ['a debt collector keeps calling me at work even though my boss does not allow personal calls', '15 U.S.C. § 1692c(a)(3)'],
    ['a debt collector calls me at 6 in the morning and late at night', '15 U.S.C. § 1692c(a)(1)'],
  ])('%s → %s in the lead and the first quotation', async (question, citation) => {
    const { lead, first } = await builtInAnswer(question);
    expect(first?.quote?.citation).toBe(citation);
    expect(lead).toContain(`(${citation}).`);
  });

  // What the regular rate leaves out is § 207(e), not § 207(q) (remedial education).
  it.each([
    ['my boss left my christmas bonus out of my regular rate when he paid overtime', '29 U.S.C. § 207(e)(1)'],
    ['does my employer have to count my vacation pay and travel expenses in my overtime regular rate', '29 U.S.C. § 207(e)(2)'],
  ])('%s → the exclusion is quoted from %s and cited after the sentence that says it', async (question, citation) => {
    const { lead, first, text } = await builtInAnswer(question);
    expect(first?.quote?.citation).toBe(citation);
    expect(lead).toMatch(
      new RegExp(
        `except items the law lists in 29 U\\.S\\.C\\. § 207\\(e\\), such as gifts[^.]*bonuses \\(${citation.replace(/[.()§]/g, '\\$&')}\\)\\.`,
      ),
    );
    expect(lead).toMatch(/every extra hour\. /);
    expect(text).not.toContain('207(q)');
  });
});
