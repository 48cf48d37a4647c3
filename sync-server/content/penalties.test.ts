import { describe, expect, it } from 'vitest';
import { classOfOffense, criminalFineCeiling } from '../../core/penalties';
import { levelFullText, parseSectionText } from '../../core/laws/structure';
import { getLawText } from '../lawText';

// The § 3559/§ 3571 rule is read off the official text it cites.
async function level(title: number, section: string, id: string): Promise<string> {
  const text = await getLawText().section(title, section);
  expect(text, `${title} U.S.C. § ${section}`).toBeDefined();
  return levelFullText(parseSectionText(title, section, text!.text), id).replace(/\s+/g, ' ');
}

describe('18 U.S.C. §§ 3559 and 3571 as the rule cites them', () => {
  it('each class paragraph of § 3559(a) names the class the rule gives', async () => {
    const terms: Record<number, [Parameters<typeof classOfOffense>[0], string]> = {
      1: ['life', 'Class A felony'],
      2: [{ years: 25 }, 'Class B felony'],
      3: [{ years: 10 }, 'Class C felony'],
      4: [{ years: 5 }, 'Class D felony'],
      5: [{ years: 2 }, 'Class E felony'],
      6: [{ years: 1 }, 'Class A misdemeanor'],
      7: [{ months: 6 }, 'Class B misdemeanor'],
      8: [{ days: 30 }, 'Class C misdemeanor'],
      9: ['none', 'infraction'],
    };
    for (const [paragraph, [term, name]] of Object.entries(terms)) {
      expect(classOfOffense(term)).toEqual({ offenseClass: name, paragraph: Number(paragraph) });
      expect(await level(18, '3559', `a-${paragraph}`)).toContain(`as a${name === 'infraction' ? 'n' : ''} ${name}`);
    }
  });

  it('each § 3571 amount the rule gives is in the paragraph it cites', async () => {
    const offenses = [
      { maxPrison: { years: 5 } },
      { maxPrison: { months: 6 }, resultsInDeath: true },
      { maxPrison: { years: 1 } },
      { maxPrison: { months: 6 } },
      { maxPrison: 'none' as const },
    ];
    for (const offense of offenses) {
      const c = criminalFineCeiling(offense);
      const [b, c2] = [c.individualCitation, c.organizationCitation].map((cite) => /\((b|c)\)\((\d)\)$/.exec(cite)!.slice(1).join('-'));
      expect(await level(18, '3571', b!)).toContain(`not more than $${c.individual.toLocaleString('en-US')}`);
      expect(await level(18, '3571', c2!)).toContain(`not more than $${c.organization.toLocaleString('en-US')}`);
    }
    expect(await level(18, '3571', 'e')).toContain('by specific reference, exempts the offense');
  });

  it('the statutes of the issue state the figures the unit tests use', async () => {
    expect(await level(29, '666', 'e')).toContain(
      'caused death to any employee, shall, upon conviction, be punished by a fine of not more than $10,000 or by imprisonment for not more than six months',
    );
    const forest = (await getLawText().section(16, '551'))!.text;
    expect(forest).toContain('shall be punished by a fine of not more than $500 or imprisonment for not more than six months');
    expect(await level(16, '470ee', 'd')).toContain('be fined not more than $10,000 or imprisoned not more than one year');
  });
});
