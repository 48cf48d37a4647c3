/**
 * A receipt of a "101 What's Illegal" answer: the answer's words, its legal reference
 * and potential penalty as the lead, and each official source it lists as a law with its link.
 */
import { DISCLAIMER } from '../brand';
import { isOfficialUrl } from '../answer/format';
import { RECEIPT_RELEASE_POINT, receiptSchema, type Receipt, type ReceiptLaw } from './receipt';

export interface StateLawAnswerForReceipt {
  id: string;
  question: string;
  content: string;
  statute?: string;
  penalty?: string;
  sources: readonly { title: string; url: string }[];
  engine: string;
  at: Date;
}

const CITATION = /\d+\s+U\.S\.C\.\s+§+\s*[0-9A-Za-z-]+(?:\([0-9A-Za-z]+\))*|U\.S\. Const\.[^,;]*/;

export function receiptFromStateLawAnswer(a: StateLawAnswerForReceipt): Receipt {
  const lead = [a.content.trim(), a.statute && `Legal Reference: ${a.statute}`, a.penalty && `Potential Penalty: ${a.penalty}`]
    .filter(Boolean)
    .join('\n\n');
  const laws: ReceiptLaw[] = [];
  for (const source of a.sources) {
    if (!isOfficialUrl(source.url) || laws.length === 12) continue;
    const citation = CITATION.exec(source.title)?.[0] ?? source.title;
    laws.push({ title: source.title.slice(0, 500), citation: citation.slice(0, 200), officialUrl: source.url });
  }
  return receiptSchema.parse({
    id: a.id,
    kind: 'state-law',
    question: a.question.trim().slice(0, 5_000),
    createdAt: a.at.toISOString(),
    lead: lead.slice(0, 5_000),
    laws,
    releasePoint: RECEIPT_RELEASE_POINT,
    engine: a.engine,
    disclaimer: DISCLAIMER,
  });
}
