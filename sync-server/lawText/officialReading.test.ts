// The official text as a second reading of the offence catalogue's candidates, on the server
// (core/whatsIllegal/catalogue/officialReading.ts, docs/understanding.md "Tenth pass (s11-wi)"):
// the section's own text, read from the corpus, decides where the finder alone gives no lead.
import { describe, expect, it } from 'vitest';
import { catalogueOffences } from '../../core/whatsIllegal/foundOffences';
import { resolveCorpusSection } from '../../core/whatsIllegal/corpus';
import { buildQuestion } from '../../core/whatsIllegal/question';
import { NO_FEDERAL_LAW_FOUND } from '../../core/whatsIllegal/engine';
import { localAnswer } from '../legal/whatsIllegal';
import { getLawText } from './index';

const sectionText = async (title: number, section: string) => {
  const found = await getLawText().section(title, section);
  return found ? { heading: found.heading, text: found.text } : undefined;
};
const deps = { resolveSection: resolveCorpusSection, penaltyOf: async () => undefined };
const ask = (activity: string) => localAnswer({ question: buildQuestion(activity, 'Ohio'), state: 'OH', stateName: 'Ohio' });

describe('the offence catalogue read again against the official text', () => {
  const copy = 'make a color copy of my naturalization certificate to carry in my purse';

  it('leads with a section only when its official text names the activity too', async () => {
    // The finder alone: no lead (its two naturalization entries lie too close together).
    expect(await catalogueOffences(copy, deps)).toEqual([]);
    // 18 U.S.C. § 1426(h): "Whoever, without lawful authority, prints, photographs, makes or executes any print or
    // impression in the likeness of a ... certificate of naturalization or citizenship".
    const found = await catalogueOffences(copy, { ...deps, sectionText });
    expect(found.map((f) => f.citation)).toEqual(['18 U.S.C. § 1426']);
    expect(found[0]!.title).toBe('Reproduction of naturalization or citizenship papers');
  });

  it('is not asked for a lead that must displace a prepared activity', async () => {
    expect(await catalogueOffences(copy, { ...deps, sectionText }, { strong: true })).toEqual([]);
  });

  it('answers with the section, found by matching, its penalty read from the official text', async () => {
    const reply = await ask(copy);
    expect(reply.statute).toContain('18 U.S.C. § 1426 (Reproduction of naturalization or citizenship papers)');
    expect(reply.answer).toContain('this is not a reviewed guide for your activity');
    expect(reply.penalty).toContain('Laws AI has not confirmed that 18 U.S.C. § 1426 applies to what you describe.');
  });

  it('leaves lawful look-alikes with the honest lead', async () => {
    for (const lookAlike of [
      'save a picture of my passport on my phone for the trip',
      'take a bottle of kentucky bourbon home to ohio in my car',
    ])
      expect((await ask(lookAlike)).answer, lookAlike).toContain(NO_FEDERAL_LAW_FOUND);
  });
});
