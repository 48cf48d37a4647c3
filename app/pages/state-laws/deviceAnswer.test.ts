// What's Illegal on the device, offline: a typed activity nothing prepared answers reaches the
// offence catalogue (its own chunk), shown with the catalogue's heading and no penalty, and the
// answer says what the device could not check (docs/understanding.md "What's Illegal: the offence catalogue").
import { describe, expect, it } from 'vitest';
import { buildQuestion } from '../../../core/whatsIllegal/question';
import { CATALOGUE_OFFLINE, NO_FEDERAL_LAW_FOUND } from '../../../core/whatsIllegal/engine';
import { answerOnDevice, offenceFromCatalogue } from './deviceAnswer';

const ask = (activity: string) => answerOnDevice({ question: buildQuestion(activity, 'Ohio'), state: 'OH', stateName: 'Ohio' });

describe("What's Illegal offline: the offence catalogue", () => {
  it('names the section with the heading written from the official text, and no penalty', async () => {
    const [found] = await offenceFromCatalogue('stow away in the cargo hold of a freighter to get to europe for free');
    expect(found).toMatchObject({ citation: '18 U.S.C. § 2199', title: 'Stowaways on vessels or aircraft' });
    expect(found).not.toHaveProperty('penalty');
  });

  it('answers with the section, says it was found by matching, and what the device could not check', async () => {
    const reply = await ask('stow away in the cargo hold of a freighter to get to europe for free');
    expect(reply.engine).toBe('offline');
    expect(reply.statute).toContain('18 U.S.C. § 2199 (Stowaways on vessels or aircraft)');
    expect(reply.answer).toContain('this is not a reviewed guide for your activity');
    expect(reply.answer).toContain(CATALOGUE_OFFLINE);
    expect(reply.answer).not.toContain(NO_FEDERAL_LAW_FOUND);
  });

  it('leaves a look-alike with no federal section from the catalogue', async () => {
    expect(await offenceFromCatalogue('sell my old couch on facebook marketplace')).toEqual([]);
  });
});
