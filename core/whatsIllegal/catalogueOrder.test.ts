// The order between a prepared typed activity and the offence catalogue (docs/understanding.md,
// the offence catalogue): a prepared activity met on one idea alone gives way to a catalogue
// section the activity's other words lead to; one the catalogue reads through that same idea stays.
import { describe, expect, it } from 'vitest';
import { findState } from '../data/states';
import { resolveCorpusSection } from './corpus';
import { answerWhatsIllegal } from './answerRequest';
import { catalogueOffences } from './foundOffences';
import { buildQuestion } from './question';

const ask = async (activity: string) => {
  const state = findState('TX')!;
  const reply = await answerWhatsIllegal(
    { question: buildQuestion(activity, state.name), state: state.code, stateName: state.name },
    {
      engine: 'built-in',
      resolveSection: resolveCorpusSection,
      findOffence: (typed, ask) =>
        catalogueOffences(typed, { resolveSection: resolveCorpusSection, penaltyOf: async () => undefined }, ask),
    },
  );
  return reply.statute ?? '';
};

describe('a prepared activity or the offence catalogue', () => {
  it("answers with the catalogue's section when the prepared activity met only an incidental idea", async () => {
    // "eagle" meets the prepared eagle-feather activity; the rest is making coin look-alikes.
    const statute = await ask('have tokens made that look like real quarters with the eagle on them');
    expect(statute).toMatch(/18 U\.S\.C\. § 489/);
    expect(statute).not.toMatch(/16 U\.S\.C\. § 668/);
  });

  it('keeps the prepared activity when the catalogue reads the activity through its idea', async () => {
    // The catalogue leads with securities fraud only through "ponzi", the prepared fraud activity's word.
    const statute = await ask('run a ponzi scheme paying old investors with new investors money');
    expect(statute).toMatch(/18 U\.S\.C\. § 1343/);
  });
});

describe("a lead under the finder's usual share (low)", () => {
  it('answers an activity nothing prepared holds', async () => {
    // 18 U.S.C. § 119: restricted personal information (a home address) of a covered officer made public.
    expect(
      await ask(
        'post the home address of the ice officer who arrested my brother online so people can show up at his house and yell at him',
      ),
    ).toMatch(/18 U\.S\.C\. § 119/);
  });

  it('never displaces a prepared activity', async () => {
    // The finder leads with § 1039 (phone records) under its usual share; the prepared robocall activity answers.
    const statute = await ask('send prerecorded sales calls about my roofing company to cell phone numbers i bought on a list');
    expect(statute).toMatch(/47 U\.S\.C\. § 227/);
    expect(statute).not.toMatch(/18 U\.S\.C\. § 1039/);
  });
});

describe('a prepared activity met on two ideas', () => {
  it("gives way to the catalogue's usual lead when it names enough beyond the prepared words", async () => {
    // The prepared duck-hunting activity cites the migratory bird sections; the refuge is 16 U.S.C. § 668dd.
    const statute = await ask('shoot geese in the national wildlife refuge with no permit');
    expect(statute).toMatch(/16 U\.S\.C\. § 668dd/);
  });
});
