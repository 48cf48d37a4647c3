// The official text as a second reading of the offence catalogue's candidates
// (docs/understanding.md "Tenth pass (s11-wi)"). The section texts here are quoted from the
// official text (release point 119-100); sync-server/lawText/officialReading.test.ts reads them
// from the corpus.
import { describe, expect, it } from 'vitest';
import rows from '../../data/generated/penaltySections.json';
import { conductClauses } from '../conductClause';
import { penaltySectionsOf, type PenaltySectionRow } from '../penaltySections';
import { OffenceSearch } from '../penaltySearch';
import { CATALOGUE } from '.';
import { CatalogueFinder } from './finder';
import { officialReadingLead, type OfficialText } from './officialReading';

const finder = new CatalogueFinder(CATALOGUE);
const search = new OffenceSearch(penaltySectionsOf(rows as unknown as Record<string, PenaltySectionRow>));

// 18 U.S.C. § 1426(h), with the heading and the penalty words that follow the clause.
const S1426: OfficialText = {
  heading: 'Reproduction of naturalization or citizenship papers',
  text:
    '(h) Whoever, without lawful authority, prints, photographs, makes or executes any print or impression in the likeness of a ' +
    'certificate of arrival, declaration of intention to become a citizen, or certificate of naturalization or citizenship, or any part ' +
    'thereof— Shall be fined under this title or imprisoned not more than 25 years',
};

describe('conductClauses', () => {
  it('keeps the conduct a section forbids and leaves out its penalty and what follows', () => {
    const clause = conductClauses(S1426.text + ' (b) Venue. This subsection applies to every district.');
    expect(clause).toMatch(/^Whoever, without lawful authority, prints, photographs, makes/);
    expect(clause).toMatch(/or any part thereof— $/);
    expect(clause).not.toMatch(/fined|Venue/);
  });

  it('reads "It shall be unlawful for any person to" clauses, each up to its penalty', () => {
    const text =
      'Definitions. In this section the term "device" means a thing. It shall be unlawful for any person to sell a device. ' +
      'Any person who violates this section shall be fined under title 18. Any person who keeps a device shall be imprisoned not more than 1 year.';
    expect(conductClauses(text)).toBe(
      'It shall be unlawful for any person to sell a device. Any person who violates this section  Any person who keeps a device ',
    );
  });

  it('reads the opening of a text that has no clause of that shape', () => {
    expect(conductClauses('The Secretary shall keep records.')).toBe('The Secretary shall keep records.');
  });
});

describe('officialReadingLead', () => {
  const activity = 'make a color copy of my naturalization certificate to carry in my purse';
  const textOf = async (key: string) => (key === '18/1426' ? S1426 : undefined);

  it('leads with the entry whose official text also names the activity, where the finder alone gives none', async () => {
    expect(finder.find(activity)).toEqual([]);
    const lead = await officialReadingLead(activity, finder, search, textOf);
    expect(lead?.entry.key).toBe('18/1426');
    // Never preferred to a prepared activity (../answerRequest.ts).
    expect(lead?.low).toBe(true);
  });

  it('gives nothing when the official text cannot be read (the device)', async () => {
    expect(await officialReadingLead(activity, finder, search, async () => undefined)).toBeUndefined();
  });

  it('gives nothing for an activity whose candidates the official text does not name', async () => {
    // § 1426(h)'s text names printing and photographing a certificate, not a passport photo on a phone.
    expect(await officialReadingLead('save a picture of my passport on my phone for the trip', finder, search, textOf)).toBeUndefined();
  });
});
