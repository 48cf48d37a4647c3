// The offence catalogue (core/whatsIllegal/catalogue, docs/understanding.md "What's Illegal: the
// offence catalogue") against the official text of the U.S. Code: every entry names a section that
// exists, with its official heading, and every section it names for the penalty exists and states
// a criminal penalty.
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../core/whatsIllegal/catalogue';
import { penaltySentence, readPenalties } from '../../core/penalties/readPenalty';
import { formatCitation } from '../../core/laws/links';
import { getLawText } from './index';
import { buildQuestion } from '../../core/whatsIllegal/question';
import { NO_FEDERAL_LAW_FOUND } from '../../core/whatsIllegal/engine';
import { localAnswer } from '../legal/whatsIllegal';

const lawText = getLawText();
const split = (key: string) => key.split('/') as [string, string];
/** Words of a criminal penalty clause. */
const CRIMINAL = /\b(?:fined|imprison(?:ed|ment)|misdemeanor|felony)\b/i;
/** Headings compare without their final period or typographic quotes. */
const plain = (heading: string) =>
  heading
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\.$/, '')
    .trim();

describe('the offence catalogue', () => {
  it('names only sections of the official text, each with its official heading', async () => {
    const wrong: string[] = [];
    for (const entry of CATALOGUE) {
      const [title, section] = split(entry.key);
      const found = await lawText.section(Number(title), section);
      if (!found) wrong.push(`${entry.key}: not in the official text`);
      else if (plain(found.heading) !== plain(entry.heading)) wrong.push(`${entry.key}: "${entry.heading}" is not "${found.heading}"`);
    }
    expect(wrong).toEqual([]);
  });

  it('names for the penalty a section whose official text states a criminal penalty', async () => {
    const none: string[] = [];
    for (const entry of CATALOGUE.filter((e) => e.penaltyIn)) {
      const [title, section] = split(entry.penaltyIn!);
      const found = await lawText.section(Number(title), section);
      if (!found || !CRIMINAL.test(found.text)) none.push(`${entry.key} -> ${entry.penaltyIn}`);
    }
    expect(none).toEqual([]);
  });

  it('states the penalty of a section it leads with, read from the official text', async () => {
    // 18 U.S.C. § 1082: "shall be fined under this title or imprisoned not more than two years, or both".
    const s1082 = (await lawText.section(18, '1082'))!;
    expect(penaltySentence(formatCitation(18, '1082'), readPenalties(s1082.text))).toMatch(/2 years/);
    // 26 U.S.C. § 5861's penalty is in § 5871: "fined not more than $10,000, or be imprisoned not more than ten years".
    const s5871 = (await lawText.section(26, '5871'))!;
    expect(CATALOGUE.find((e) => e.key === '26/5861')?.penaltyIn).toBe('26/5871');
    expect(penaltySentence(formatCitation(26, '5871'), readPenalties(s5871.text))).toMatch(/10 years/);
  });

  it('gives every entry a description and what an activity must name', () => {
    for (const entry of CATALOGUE) {
      expect(entry.does.length, entry.key).toBeGreaterThan(20);
      expect(entry.needs.length, entry.key).toBeGreaterThan(0);
      for (const group of entry.needs)
        expect(
          group.split('|').every((alt) => alt.trim().length > 0),
          `${entry.key}: ${group}`,
        ).toBe(true);
    }
  });
});

describe("What's Illegal on the server: an offence the prepared activities do not hold", () => {
  const ask = (activity: string, state = 'OH', stateName = 'Ohio') =>
    localAnswer({ question: buildQuestion(activity, stateName), state, stateName });

  it('leads with the catalogue section, says it was found by matching and is not a reviewed guide, and states its penalty conditionally', async () => {
    const reply = await ask('stow away in the cargo hold of a freighter to get to europe for free');
    expect(reply.statute).toContain('18 U.S.C. § 2199 (Stowaways on vessels or aircraft)');
    expect(reply.answer).toContain('It compared what you describe with descriptions of federal offences');
    expect(reply.answer).toContain('this is not a reviewed guide for your activity');
    expect(reply.answer).toContain('In plain words, it makes it an offence to stow away');
    expect(reply.penalty).toContain('Laws AI has not confirmed that 18 U.S.C. § 2199 applies to what you describe.');
    // 18 U.S.C. § 2199: "shall be fined under this title or imprisoned not more than 5 years, or both".
    expect(reply.penalty).toContain('Up to 5 years in prison (18 U.S.C. § 2199)');
    expect(reply.answer).not.toContain(NO_FEDERAL_LAW_FOUND);
  });

  it('reads the penalty from the section the catalogue names for it', async () => {
    const reply = await ask('import elephant ivory tusks from africa to sell in my shop');
    expect(reply.statute).toContain('16 U.S.C. § 4223');
    // 16 U.S.C. § 4224(a): "shall, upon conviction, be fined under title 18 or imprisoned for not more than one year, or both".
    expect(reply.penalty).toContain('the penalty the official text of 16 U.S.C. § 4224 states for it: Up to 1 year in prison');
  });

  it('leaves a state-law look-alike with the honest lead', async () => {
    for (const lookAlike of ['sell my old couch on facebook marketplace', 'throw a loud party on a tuesday night'])
      expect((await ask(lookAlike)).answer, lookAlike).toContain(NO_FEDERAL_LAW_FOUND);
  });
});
