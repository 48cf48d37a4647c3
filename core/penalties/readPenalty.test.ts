import { describe, expect, it } from 'vitest';
import { penaltySentence, readPenalties } from './readPenalty';

// Excerpts of real sections' official text (release point 119-100; "..." marks words left out). The
// whole sections are read in sync-server/lawText/offenceSections.test.ts.
const S911 =
  '§ 911.\nCitizen of the United States\nWhoever falsely and willfully represents himself to be a citizen of the United States shall be fined under this title or imprisoned not more than three years, or both.\n';
const S221 =
  '§ 221.\nRefusal or neglect to answer questions; false answers\n(a)\nWhoever, being over eighteen years of age, refuses or willfully neglects, when requested by the Secretary, ... shall be fined not more than $100.\n(b)\nWhoever, when answering questions described in subsection (a) of this section, and under the conditions or circumstances described in such subsection, willfully gives any answer that is false, shall be fined not more than $500.\n(c)\nNotwithstanding any other provision of this title, no person shall be compelled to disclose information relative to his religious beliefs or to membership in a religious body.\n';
const S521C =
  '(c)\nAn individual who knowingly and willfully communicates a false distress message to the Coast Guard or causes the Coast Guard to attempt to save lives and property when no help is needed is—\n(1)\nguilty of a class D felony;\n(2)\nsubject to a civil penalty of not more than $10,000; and\n';
const S1015F =
  '(e)\nWhoever knowingly makes any false certificate ...; or\n(f)\nWhoever knowingly makes any false statement or claim that he is a citizen of the United States in order to register to vote or to vote in any Federal, State, or local election (including an initiative, recall, or referendum)—\nShall be fined under this title or imprisoned not more than five years, or both. Subsection (f) does not apply to an alien if each natural parent ...\n';
const S1338 =
  '§ 1338.\nCriminal provisions\n(a)\nAny person who—\n(1)\nwillfully removes or attempts to remove a wild free-roaming horse or burro from the public lands, without authority ...\nshall be subject to a fine of not more than $2,000, or imprisonment for not more than one year, or both. Any person who is convicted of the violation of the provisions of this chapter shall be punished as provided in title 18.\n';
// 16 U.S.C. § 371 (Hot Springs National Park's free bathhouse): a term in a number word the reader
// once lacked (it knew "fifty" and "ninety", not "sixty").
const S371_16 =
  '§ 371.\nFree bathhouse ...\n... any person desiring to bathe at the free bathhouse on the Hot Springs National Park making a false oath as to his financial condition shall be deemed guilty of a misdemeanor and upon conviction thereof shall be fined not less than $25 nor more than $300 and be imprisoned for not more than sixty days.\n';

describe('penalties read from a section’s official text', () => {
  it('reads a term in any number word the Code uses', () => {
    expect(readPenalties(S371_16)[0]).toMatchObject({ maxPrison: { days: 60 } });
  });

  it('reads the prison term in words, the statute’s own fine, a letter class and the subsection', () => {
    expect(readPenalties(S911)).toEqual([
      { subsection: '', maxPrison: { years: 3 }, quote: 'fined under this title or imprisoned not more than three years, or both' },
    ]);
    expect(readPenalties(S221).map((c) => [c.subsection, c.maxPrison, c.statuteFine])).toEqual([
      ['(a)', 'none', 100],
      ['(b)', 'none', 500],
    ]);
    expect(readPenalties(S521C)).toEqual([
      { subsection: '', maxPrison: 'none', letterClass: 'Class D felony', quote: 'guilty of a class D felony' },
    ]);
    expect(readPenalties(S1338)[0]).toMatchObject({ subsection: '(a)', maxPrison: { years: 1 }, statuteFine: 2000 });
    // A flush "Shall be fined" after the list punishes every subsection, not only the last.
    expect(readPenalties(S1015F)[0]).toMatchObject({ subsection: '', maxPrison: { years: 5 } });
    expect(readPenalties('§ 1.\nWords\nThe Secretary shall publish rules.\n')).toEqual([]);
  });

  it('states the class (§ 3559) and the fine ceiling (§ 3571) from the clause, with the quote, never another figure', () => {
    const s911 = penaltySentence('18 U.S.C. § 911', readPenalties(S911))!;
    expect(s911).toContain('Up to 3 years in prison (18 U.S.C. § 911)');
    expect(s911).toContain('Class E felony (18 U.S.C. § 3559(a)(5))');
    expect(s911).toContain('$250,000 for an individual and $500,000 for an organization');
    expect(s911).toContain('Official text: “fined under this title or imprisoned not more than three years, or both”');
    const census = penaltySentence('13 U.S.C. § 221', readPenalties(S221), '(b)')!;
    expect(census).toContain('13 U.S.C. § 221(b) itself sets a fine of not more than $500');
    expect(census).toContain('infraction (18 U.S.C. § 3559(a)(9))');
    expect(census).toContain('$5,000 for an individual');
    const horses = penaltySentence('16 U.S.C. § 1338', readPenalties(S1338), '(a)')!;
    expect(horses).toContain('Class A misdemeanor (18 U.S.C. § 3559(a)(6))');
    expect(horses).toContain('$100,000 for an individual');
    expect(penaltySentence('1 U.S.C. § 1', [])).toBeUndefined();
  });
});
