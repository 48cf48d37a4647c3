import { describe, expect, it } from 'vitest';
import { getFullText } from '../laws/fullText';
import { parseSectionText } from '../laws/structure';
import { passageAt, pickPassage } from './passage';
import { isCitablePath, quoteProblem } from './quoteCheck';

const parsed = (title: number, section: string) => parseSectionText(title, section, getFullText(title, section)!.text);

describe('quoteProblem: word for word under a designation that exists', () => {
  it('catches levels joined with their designation and heading dropped and no "…" (the 15 U.S.C. § 1637(r)(1)(B) quotation)', () => {
    const tila = parsed(15, '1637');
    const joined =
      'For purposes of this subsection, the following definitions shall apply: The term "college student credit card account" means';
    expect(quoteProblem(tila, { citation: '15 U.S.C. § 1637(r)(1)(B)', text: joined })).toMatch(/not word for word/);
    const quote = passageAt(tila.levels, '(r)(1)(B)')!;
    expect(quote.text).toContain(
      'shall apply: … (B) College student credit card account.—The term “college student credit card account” means',
    );
    expect(quoteProblem(tila, quote)).toBeUndefined();
  });

  it('catches a designation the section does not have, or one its structure cannot have', () => {
    expect(quoteProblem(parsed(15, '1692c'), { citation: '15 U.S.C. § 1692c(a)(9)', text: 'at any unusual time' })).toMatch(
      /no such designation/,
    );
    expect(isCitablePath('(ii)(iii)(ix)(H)(13)(L)(ii)')).toBe(false);
    expect(isCitablePath('(a)(1)(A)(i)(I)(aa)')).toBe(true);
    expect(isCitablePath('(1)(a)')).toBe(true); // 15 U.S.C. § 1114(1)(a), as the Code cites it
  });

  it('catches a quotation of the parent alone cited to a child', () => {
    const fdcpa = parsed(15, '1692c');
    expect(
      quoteProblem(fdcpa, {
        citation: '15 U.S.C. § 1692c(a)(3)',
        text: 'a debt collector may not communicate with a consumer in connection with the collection of any debt',
      }),
    ).toMatch(/does not quote/);
    expect(quoteProblem(fdcpa, passageAt(fdcpa.levels, '(a)(3)')!)).toBeUndefined();
  });

  it('an undivided section (42 U.S.C. § 3617) is quoted whole under its own citation, word for word', () => {
    const section = parsed(42, '3617');
    expect(section.levels).toEqual([]);
    const quote = pickPassage(
      'my landlord threatened me for filing a complaint',
      { citation: '42 U.S.C. § 3617' },
      section.levels,
      [],
      section.intro,
    )!;
    expect(quote.citation).toBe('42 U.S.C. § 3617');
    expect(quote.text).toMatch(/^It shall be unlawful to coerce, intimidate, threaten, or interfere with any person/);
    expect(quoteProblem(section, quote)).toBeUndefined();
    expect(quoteProblem(section, { citation: quote.citation, text: 'It shall be unlawful to harass any person' })).toMatch(
      /not word for word/,
    );
  });
});
