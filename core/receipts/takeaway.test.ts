import { describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../brand';
import { receiptFromAnswer } from './receipt';
import { receiptListenText, receiptSections, sectionOfCitation } from './takeaway';

const answerText = [
  'Generally no: a debt collector may not call you at work if it knows your employer does not allow such calls.',
  '',
  'Fair Debt Collection Practices Act — Communication with the consumer [15 U.S.C. § 1692c]',
  '  Verify: https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1692c&num=0&edition=prelim',
  '  Quote: 15 U.S.C. § 1692c(a)(3): “at the consumer’s place of employment if the debt collector knows or has reason to know that the consumer’s employer prohibits the consumer from receiving such communication.”',
  '',
  'Fair Debt Collection Practices Act — Civil liability [15 U.S.C. § 1692k]',
  '  Verify: https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1692k&num=0&edition=prelim',
].join('\n');

describe('the take-away controls read the receipt', () => {
  it('finds the section of a citation at any level, and nothing in other citations', () => {
    expect(sectionOfCitation('15 U.S.C. § 1692c(a)(3)')).toEqual({ title: 15, section: '1692c' });
    expect(sectionOfCitation('42 U.S.C. § 2000e-2')).toEqual({ title: 42, section: '2000e-2' });
    expect(sectionOfCitation('U.S. Const. amend. IV')).toBeUndefined();
  });

  it('lists each cited section once, keeps the answer’s quote, and reads the lead, the quotes and the disclaimer', () => {
    const receipt = receiptFromAnswer({
      id: '7d9f4a52-1b8e-4c3a-9f0e-2a6b5c4d3e21',
      question: 'Can a collector call me at work?',
      text: answerText,
      engine: 'Built-in search',
      at: new Date('2026-11-25T12:00:00Z'),
    });
    expect(receipt.laws[0]!.quote?.citation).toBe('15 U.S.C. § 1692c(a)(3)');
    expect(receiptSections(receipt)).toEqual([
      { title: 15, section: '1692c' },
      { title: 15, section: '1692k' },
    ]);
    const spoken = receiptListenText(receipt);
    expect(spoken.split('\n')[0]).toMatch(/^Generally no: a debt collector may not call you at work/);
    expect(spoken).toContain('15 U.S.C. § 1692c(a)(3) says: at the consumer’s place of employment');
    expect(spoken.endsWith(DISCLAIMER)).toBe(true);
  });
});

describe('a state-law answer’s receipt', () => {
  it('keeps the answer, its legal reference and penalty as the lead, and only official sources as laws', async () => {
    const { receiptFromStateLawAnswer } = await import('./stateLaw');
    const r = receiptFromStateLawAnswer({
      id: '0b3c2a1e-5d4f-4e6a-8b7c-9d0e1f2a3b4c',
      question: 'can i buy a handgun at 19 in texas',
      content: 'Not from a licensed dealer: federal law bars them from selling a handgun to anyone under 21.',
      statute: '18 U.S.C. § 922(b)(1)',
      penalty: 'Up to 5 years in prison',
      sources: [
        {
          title: '18 U.S.C. § 922 — Unlawful acts',
          url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title18-section922&num=0&edition=prelim',
        },
        { title: 'A blog about guns', url: 'https://example.com/guns' },
      ],
      engine: 'Answered by the built-in engine',
      at: new Date('2026-11-25T12:00:00Z'),
    });
    expect(r.kind).toBe('state-law');
    expect(r.lead).toBe(
      'Not from a licensed dealer: federal law bars them from selling a handgun to anyone under 21.\n\nLegal Reference: 18 U.S.C. § 922(b)(1)\n\nPotential Penalty: Up to 5 years in prison',
    );
    expect(r.laws).toEqual([
      {
        title: '18 U.S.C. § 922 — Unlawful acts',
        citation: '18 U.S.C. § 922',
        officialUrl: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title18-section922&num=0&edition=prelim',
      },
    ]);
    expect(receiptSections(r)).toEqual([{ title: 18, section: '922' }]);
  });
});

describe('a law’s receipt', () => {
  it('has one stable UUID per law, the summary as its lead and the section’s first published words quoted', async () => {
    const { receiptFromLaw, lawReceiptId } = await import('./law');
    expect(lawReceiptId('usc-15-1692c')).toBe(lawReceiptId('usc-15-1692c'));
    expect(lawReceiptId('usc-15-1692c')).not.toBe(lawReceiptId('usc-15-1692d'));
    expect(lawReceiptId('usc-15-1692c')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    const url = 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1692c&num=0&edition=prelim';
    const r = receiptFromLaw(
      {
        id: 'usc-15-1692c',
        title: 'Communication in connection with debt collection',
        citation: '15 U.S.C. § 1692c',
        summary: 'When and where a debt collector may contact you.',
        government_source: url,
        fullText: null,
        officialText: {
          heading: 'Communication in connection with debt collection',
          intro: '',
          levels: [
            {
              id: 'a',
              designation: '(a)',
              path: '(a)',
              citation: '15 U.S.C. § 1692c(a)',
              depth: 0,
              heading: 'Communication with the consumer generally',
              text: '',
            },
            {
              id: 'a-1',
              designation: '(1)',
              path: '(a)(1)',
              citation: '15 U.S.C. § 1692c(a)(1)',
              depth: 1,
              text: 'at any unusual time or place',
            },
          ],
          links: [],
          releasePoint: '119-100',
          releasePointLabel: 'U.S. Code release point 119-100',
        },
      },
      new Date('2026-11-25T12:00:00Z'),
    );
    expect(r.kind).toBe('law');
    expect(r.question).toBe('15 U.S.C. § 1692c: Communication in connection with debt collection');
    expect(r.lead).toBe('When and where a debt collector may contact you.');
    expect(r.laws).toEqual([
      {
        title: 'Communication in connection with debt collection',
        citation: '15 U.S.C. § 1692c',
        quote: { citation: '15 U.S.C. § 1692c(a)(1)', text: 'at any unusual time or place' },
        officialUrl: url,
      },
    ]);
  });
});
