// The offence search over the sections that carry a criminal penalty, on the data built from the
// official text (penaltySections.json). The server's answer shows only what show() lets through
// (docs/understanding.md); these tests pin both, so a change is measured against them and the eval script.
import { describe, expect, it } from 'vitest';
import rows from '../data/generated/penaltySections.json';
import { penaltySectionsOf, type PenaltySectionRow } from './penaltySections';
import { OffenceSearch } from './penaltySearch';

const sections = penaltySectionsOf(rows as unknown as Record<string, PenaltySectionRow>);
const search = new OffenceSearch(sections);
const keys = (activity: string) => search.find(activity).map((h) => h.entry.key);

describe('penalty sections built from the official text', () => {
  it('holds sections that state a penalty, with their official heading', () => {
    const s1039 = sections.find((s) => s.key === '18/1039')!;
    expect(s1039.heading).toBe(
      'Fraud and related activity in connection with obtaining confidential phone records information of a covered entity',
    );
    expect(s1039.text).toMatch(/^Criminal Violation\.— Whoever, in interstate or foreign commerce, knowingly and intentionally obtains/);
    expect(s1039.penaltyFrom).toBeUndefined();
  });

  it('holds a prohibition whose penalty another section of the title states, pointing to it', () => {
    // 15 U.S.C. § 1176: "Whoever violates any of the provisions of sections 1172, 1173, 1174, or 1175 of this title shall be fined ..."
    expect(sections.find((s) => s.key === '15/1172')?.penaltyFrom).toBe('15/1176');
    // 33 U.S.C. § 406 punishes violations of "sections 401, 403, and 404 of this title".
    expect(sections.find((s) => s.key === '33/403')?.penaltyFrom).toBe('33/406');
    // 41 U.S.C. § 8707: "conduct prohibited by section 8702 of this title".
    expect(sections.find((s) => s.key === '41/8702')?.penaltyFrom).toBe('41/8707');
  });

  it('leaves out sections that are repealed', () => {
    expect(sections.every((s) => !/^repealed/i.test(s.heading))).toBe(true);
  });
});

describe('OffenceSearch', () => {
  it('reaches a section no prepared answer names, in everyday words', () => {
    expect(keys("call verizon pretending to be my ex so they'll read me his call history")).toEqual(['18/1039']);
    expect(keys('drop a bunch of f-bombs on purpose on my live radio show')).toEqual(['18/1464']);
    expect(keys('call my ex over and over all night from a blocked number just to mess with her')).toEqual(['47/223']);
  });

  it('says nothing when no section leads clearly, rather than show a weak match', () => {
    expect(keys('paint my bedroom purple')).toEqual([]);
    expect(keys('let my cousin crash at my place even though the marshals have a warrant for him')).toEqual([]);
  });

  it('ranks by the rare words the heading and the prohibition name, not by common ones', () => {
    const [top] = search.rank('soak the postmarks off used stamps and sell them as unused', 3);
    expect(['18/1720', '18/503']).toContain(top!.entry.key);
    expect(top!.matched).toEqual(expect.arrayContaining(['postmark', 'stamp']));
  });
});

describe('OffenceSearch.show: what the answer shows', () => {
  const shown = (activity: string) => search.show(activity).map((h) => h.entry.key);

  it('shows a section whose heading names the offence the activity describes', () => {
    // 18 U.S.C. § 486 "Uttering coins of gold, silver or other metal"; § 555 "Border tunnels and passages".
    expect(shown('make my own silver coins with my own design and get the shops in town to take them as money')).toEqual(['18/486']);
    expect(shown('dig a tunnel under the border fence from my ranch over to the mexican side')).toEqual(['18/555']);
    // "Ship" as a verb is to transport: 15 U.S.C. § 1172 (gambling devices), not § 1082 (gambling ships).
    expect(shown("ship a truckload of slot machines into a state where they're banned")).toEqual(['15/1172']);
  });

  it('shows nothing when the heading names only one of its ideas, names a regime, or needs land the activity does not name', () => {
    // find() alone names 16 U.S.C. § 426i "Protection of monuments" for a survey marker (18 U.S.C. § 1858 applies).
    expect(keys("there's an old government survey marker sticking up where I want my fence, can I just dig it up and toss it")).toEqual([
      '16/426i',
      '16/428i',
    ]);
    expect(shown("there's an old government survey marker sticking up where I want my fence, can I just dig it up and toss it")).toEqual(
      [],
    );
    // 12 U.S.C. § 1785 "Requirements governing insured credit unions": a regime, not an offence.
    expect(keys('open a savings account at my credit union for my 16 year old')[0]).toBe('12/1785');
    expect(shown('open a savings account at my credit union for my 16 year old')).toEqual([]);
    // 18 U.S.C. § 1853 "Trees cut or injured" is about trees "upon any land of the United States".
    expect(keys('cut down a tree in my front yard')).toEqual(['18/1853']);
    expect(shown('cut down a tree in my front yard')).toEqual([]);
    // 42 U.S.C. § 2000h "Criminal contempt proceedings: trial by jury, ...": a procedure, not an offence.
    expect(keys('bring snacks for the jury at my federal trial')).toEqual(['42/2000h']);
    expect(shown('bring snacks for the jury at my federal trial')).toEqual([]);
  });
});
