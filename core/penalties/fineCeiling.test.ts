import { describe, expect, it } from 'vitest';
import { classOfOffense, criminalFineCeiling, criminalFineText, prisonText } from './fineCeiling';

describe('the class of an offense (18 U.S.C. § 3559(a))', () => {
  it('follows the maximum prison term at every boundary', () => {
    const cases: [Parameters<typeof classOfOffense>[0], string, number][] = [
      ['death', 'Class A felony', 1],
      ['life', 'Class A felony', 1],
      [{ years: 25 }, 'Class B felony', 2],
      [{ years: 24 }, 'Class C felony', 3],
      [{ years: 10 }, 'Class C felony', 3],
      [{ years: 5 }, 'Class D felony', 4],
      [{ years: 2 }, 'Class E felony', 5],
      [{ years: 1, days: 1 }, 'Class E felony', 5],
      [{ years: 1 }, 'Class A misdemeanor', 6],
      [{ months: 7 }, 'Class A misdemeanor', 6],
      [{ months: 6 }, 'Class B misdemeanor', 7],
      [{ days: 31 }, 'Class B misdemeanor', 7],
      [{ days: 30 }, 'Class C misdemeanor', 8],
      [{ days: 6 }, 'Class C misdemeanor', 8],
      [{ days: 5 }, 'infraction', 9],
      ['none', 'infraction', 9],
    ];
    for (const [term, offenseClass, paragraph] of cases)
      expect(classOfOffense(term), JSON.stringify(term)).toEqual({ offenseClass, paragraph });
  });

  it('rejects a negative term', () => {
    expect(() => classOfOffense({ years: -1 })).toThrow(RangeError);
  });
});

describe('the fine ceiling (18 U.S.C. § 3571)', () => {
  it('OSH Act, a willful violation that kills a worker (29 U.S.C. § 666(e)): $10,000 in the Act, $250,000 / $500,000 under § 3571(b)(4), (c)(4)', () => {
    const c = criminalFineCeiling({ maxPrison: { months: 6 }, statuteFine: 10_000, resultsInDeath: true });
    expect(c).toMatchObject({
      offenseClass: 'Class B misdemeanor',
      classCitation: '18 U.S.C. § 3559(a)(7)',
      individual: 250_000,
      organization: 500_000,
      individualCitation: '18 U.S.C. § 3571(b)(4)',
      organizationCitation: '18 U.S.C. § 3571(c)(4)',
      raisedBy3571: true,
    });
    expect(
      criminalFineText({ maxPrison: { months: 6 }, statuteFine: 10_000, resultsInDeath: true, statuteCitation: '29 U.S.C. § 666(e)' }),
    ).toBe(
      '29 U.S.C. § 666(e) itself sets a fine of not more than $10,000; with up to 6 months in prison it is a Class B misdemeanor (18 U.S.C. § 3559(a)(7)) resulting in death, so under 18 U.S.C. § 3571(b)(4) and (c)(4) the fine can be up to $250,000 for an individual and $500,000 for an organization.',
    );
  });

  it('national forest rules (16 U.S.C. § 551): $500 in the statute, a Class B misdemeanor, up to $5,000 / $10,000', () => {
    const c = criminalFineCeiling({ maxPrison: { months: 6 }, statuteFine: 500 });
    expect(c).toMatchObject({
      offenseClass: 'Class B misdemeanor',
      individual: 5_000,
      organization: 10_000,
      individualCitation: '18 U.S.C. § 3571(b)(6)',
    });
    expect(criminalFineText({ maxPrison: { months: 6 }, statuteFine: 500, statuteCitation: '16 U.S.C. § 551' })).toBe(
      '16 U.S.C. § 551 itself sets a fine of not more than $500; with up to 6 months in prison it is a Class B misdemeanor (18 U.S.C. § 3559(a)(7)), so under 18 U.S.C. § 3571(b)(6) and (c)(6) the fine can be up to $5,000 for an individual and $10,000 for an organization.',
    );
  });

  it('ARPA (16 U.S.C. § 470ee(d)): one year is a Class A misdemeanor ($100,000); two years a Class E felony ($250,000)', () => {
    expect(criminalFineCeiling({ maxPrison: { years: 1 }, statuteFine: 10_000 })).toMatchObject({
      offenseClass: 'Class A misdemeanor',
      individual: 100_000,
      organization: 200_000,
    });
    expect(criminalFineCeiling({ maxPrison: { years: 2 }, statuteFine: 20_000 })).toMatchObject({
      offenseClass: 'Class E felony',
      felony: true,
      individual: 250_000,
      organization: 500_000,
    });
    expect(criminalFineCeiling({ maxPrison: { years: 5 }, statuteFine: 100_000 })).toMatchObject({
      offenseClass: 'Class D felony',
      individual: 250_000,
    });
  });

  it("keeps the statute's own figure where it is higher (HIPAA's $250,000 with 10 years; a $1,000,000 bank-fraud fine)", () => {
    const hipaa = criminalFineCeiling({ maxPrison: { years: 10 }, statuteFine: 250_000 });
    expect(hipaa).toMatchObject({ individual: 250_000, raisedBy3571: false });
    const big = criminalFineCeiling({ maxPrison: { years: 30 }, statuteFine: 1_000_000 });
    expect(big).toMatchObject({ offenseClass: 'Class B felony', individual: 1_000_000, organization: 1_000_000, raisedBy3571: false });
    expect(criminalFineText({ maxPrison: { years: 30 }, statuteFine: 1_000_000, statuteCitation: '18 U.S.C. § 1341' })).toBe(
      "18 U.S.C. § 1341 itself sets a fine of not more than $1,000,000; with up to 30 years in prison it is a Class B felony (18 U.S.C. § 3559(a)(2)), and the statute's own fine is the higher figure.",
    );
  });

  it('"fined under this title" (no amount of its own) takes the class ceiling', () => {
    expect(criminalFineText({ maxPrison: { years: 1 }, statuteCitation: '18 U.S.C. § 930(a)' })).toBe(
      '18 U.S.C. § 930(a) sets no dollar amount of its own; with up to 1 year in prison it is a Class A misdemeanor (18 U.S.C. § 3559(a)(6)), so under 18 U.S.C. § 3571(b)(5) and (c)(5) the fine can be up to $100,000 for an individual and $200,000 for an organization.',
    );
  });

  it('a law that exempts itself by specific reference keeps its own fine (§ 3571(e))', () => {
    const c = criminalFineCeiling({ maxPrison: { months: 6 }, statuteFine: 500, exemptFrom3571: true });
    expect(c).toMatchObject({ individual: 500, organization: 500, exempt: true, raisedBy3571: false });
    expect(criminalFineText({ maxPrison: { months: 6 }, statuteFine: 500, exemptFrom3571: true, statuteCitation: 'X' })).toContain(
      '(18 U.S.C. § 3571(e))',
    );
  });

  it('a letter class the offense law itself gives wins over the prison term, and an infraction is $5,000 / $10,000', () => {
    expect(criminalFineCeiling({ maxPrison: { years: 1 }, letterClass: 'Class B misdemeanor' })).toMatchObject({
      offenseClass: 'Class B misdemeanor',
      individual: 5_000,
    });
    expect(criminalFineCeiling({ maxPrison: 'none', statuteFine: 100 })).toMatchObject({
      offenseClass: 'infraction',
      individual: 5_000,
      organization: 10_000,
      individualCitation: '18 U.S.C. § 3571(b)(7)',
    });
  });

  it('a felony resulting in death stays at the felony paragraph', () => {
    expect(criminalFineCeiling({ maxPrison: 'life', resultsInDeath: true })).toMatchObject({
      individualCitation: '18 U.S.C. § 3571(b)(3)',
      individual: 250_000,
    });
  });

  it('writes prison terms in words', () => {
    expect(prisonText({ years: 1 })).toBe('up to 1 year in prison');
    expect(prisonText({ years: 2, months: 6 })).toBe('up to 2 years and 6 months in prison');
    expect(prisonText('life')).toBe('up to life in prison');
  });
});
