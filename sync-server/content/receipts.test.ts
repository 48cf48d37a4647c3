import { beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { composeAnswer, ENGINE_LINES } from '../../core/answer/compose';
import { levelFullText, parseSectionText } from '../../core/laws/structure';
import { receiptFromAnswer, receiptText, RECEIPT_RELEASE_POINT } from '../../core/receipts';
import { receiptPdf } from '../../core/receipts/pdf';
import { searchLibrary } from '../../core/search';
import { DISCLAIMER } from '../../core/brand';
import { getLawText } from '../lawText';
import { contentStreams, pdfText } from '../../test-support/server/pdfText';

// A long, messy question as people write them, answered by the built-in engine.
const QUESTION =
  'ok so a debt collector keeps calling me at my job like 3 times a day even though my boss told them we dont allow personal calls and I told them too, is that even legal?? what can I do';

let answerText = '';
beforeAll(() => {
  answerText = composeAnswer(QUESTION, searchLibrary(QUESTION, { limit: 10 }), { engine: 'built-in' }).response;
}, 60_000);

async function debtReceipt() {
  const section = (await getLawText().section(15, '1692c'))!;
  const quote = {
    citation: '15 U.S.C. § 1692c(a)(3)',
    text: levelFullText(parseSectionText(15, '1692c', section.text), 'a-3').replace(/^\(3\) /, ''),
  };
  return receiptFromAnswer({
    id: '7d444840-9dc0-11d1-b245-5ffdce74fad2',
    question: QUESTION,
    text: answerText,
    engine: ENGINE_LINES['built-in'],
    at: new Date('2026-11-24T20:05:00Z'),
    quotes: { '15 U.S.C. § 1692c': quote },
  });
}

describe('an answer receipt', () => {
  it('holds the question, time, lead, each law with its official link and quoted passage, the release point, engine and disclaimer', async () => {
    const r = await debtReceipt();
    expect(r.question).toBe(QUESTION);
    expect(r.createdAt).toBe('2026-11-24T20:05:00.000Z');
    expect(r.lead.length).toBeGreaterThan(20);
    const fdcpa = r.laws.find((l) => l.citation === '15 U.S.C. § 1692c')!;
    expect(fdcpa.officialUrl).toBe(
      'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1692c&num=0&edition=prelim',
    );
    expect(fdcpa.quote!.text).toBe(
      'at the consumer’s place of employment if the debt collector knows or has reason to know that the consumer’s employer prohibits the consumer from receiving such communication.',
    );
    expect(r).toMatchObject({ releasePoint: RECEIPT_RELEASE_POINT, engine: ENGINE_LINES['built-in'], disclaimer: DISCLAIMER });
    const text = receiptText(r, 'America/Chicago');
    expect(text).toContain('Asked November 24, 2026 at 2:05 PM');
    expect(text).toContain('15 U.S.C. § 1692c(a)(3): “at the consumer’s place of employment');
  });

  it('makes a PDF with the quote, the citation, the release point and a QR code per link', async () => {
    const r = await debtReceipt();
    const bytes = await receiptPdf(r, { timeZone: 'America/New_York' });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    const text = pdfText(bytes);
    expect(text).toContain('Asked November 24, 2026 at 3:05 PM');
    expect(text).toContain(
      '15 U.S.C. § 1692c(a)(3): “at the consumer’s place of employment if the debt collector knows or has reason to know',
    );
    expect(text).toContain(RECEIPT_RELEASE_POINT);
    expect(text).toContain(
      'Official text: https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1692c&num=0&edition=prelim',
    );
    expect(text).toContain(DISCLAIMER);
    // QR modules are drawn as filled rectangles (paths closed with "h" and filled with "f"): over 100 per code.
    const filled = (contentStreams(bytes).match(/\nh\nf\n/g) ?? []).length;
    expect(filled).toBeGreaterThan(100 * r.laws.length);
  });

  it('refuses links that are not official and keeps characters the PDF fonts cannot draw out', async () => {
    const bad = {
      id: '7d444840-9dc0-11d1-b245-5ffdce74fad2',
      question: 'q',
      engine: 'e',
      at: new Date(),
      text: 'Lead.\n\nSome law [15 U.S.C. § 1]\n  Verify: https://example.com/x',
    };
    expect(receiptFromAnswer(bad).laws).toEqual([]);
    const r = { ...(await debtReceipt()), question: 'Is 5 ≤ 6 → 😀 ok?' };
    expect(pdfText(await receiptPdf(r))).toContain('Is 5 ? 6 ? ? ok?');
  });
});
