/**
 * Answer receipts: a dated, checkable record of what the law says about someone's
 * problem, to show a landlord, a collector or a legal-aid office. A receipt holds the question,
 * when it was asked, the answer's lead, each law's quoted passage with its full citation and
 * official link, the release point the text is current through, which engine answered, and the
 * disclaimer. Pure: the device makes it, keeps it (Dexie), prints it and makes its PDF.
 */
import { z } from 'zod';
import { DISCLAIMER } from '../brand';
import { isOfficialUrl, parseAnswer } from '../answer/format';

/** Where the quoted text comes from, stated on every receipt. */
export const RECEIPT_RELEASE_POINT = 'U.S. Code current through Pub. L. 119-100 (release point 119-100)';

export const receiptLawSchema = z.object({
  title: z.string().max(500),
  citation: z.string().max(200),
  /** The passage that answers the question, word for word, with its designation's citation. */
  quote: z.object({ citation: z.string().max(200), text: z.string().max(4_000) }).optional(),
  officialUrl: z.string().url().max(1_000).refine(isOfficialUrl, 'Not an official link'),
});
export type ReceiptLaw = z.infer<typeof receiptLawSchema>;

export const receiptKindSchema = z.enum(['answer', 'state-law', 'law']);
export type ReceiptKind = z.infer<typeof receiptKindSchema>;

export const receiptSchema = z.object({
  id: z.string().uuid(),
  kind: receiptKindSchema,
  question: z.string().max(5_000),
  /** ISO instant the answer was given. */
  createdAt: z.string().datetime(),
  lead: z.string().max(5_000),
  laws: z.array(receiptLawSchema).max(12),
  releasePoint: z.string().max(200),
  /** "Answered by the built-in engine …" / "Answered by the AI model …". */
  engine: z.string().max(300),
  disclaimer: z.string().max(1_000),
});
export type Receipt = z.infer<typeof receiptSchema>;

export interface AnswerForReceipt {
  id: string;
  kind?: ReceiptKind;
  question: string;
  /** The answer in the spec's text format (core/answer/format). */
  text: string;
  engine: string;
  at: Date;
  /** Quoted passages by the law's citation (the answer's own quotes, when it has them). */
  quotes?: Record<string, { citation: string; text: string }>;
}

/** The citation in a law block's badge ("15 U.S.C. § 1692c"), when the badge is one. */
function citationOf(badge: string): string | undefined {
  return /U\.S\.C\.|U\.S\. Const\./.test(badge) ? badge : undefined;
}

/** A receipt of an answer: its first paragraph is the lead; its verified law blocks are the laws. */
export function receiptFromAnswer(answer: AnswerForReceipt): Receipt {
  const blocks = parseAnswer(answer.text);
  const lead = blocks.find((b) => b.kind === 'paragraph')?.text ?? '';
  const laws: ReceiptLaw[] = [];
  for (const block of blocks) {
    if (block.kind !== 'law' || !block.verifyUrl || !isOfficialUrl(block.verifyUrl)) continue;
    const citation = citationOf(block.badge) ?? block.badge;
    // The answer's own "Quote:" line first (the answer's law cards), else a quote the caller holds.
    const quote = block.quote ?? answer.quotes?.[citation];
    laws.push({ title: block.title, citation, ...(quote ? { quote } : {}), officialUrl: block.verifyUrl });
    if (laws.length === 12) break;
  }
  return receiptSchema.parse({
    id: answer.id,
    kind: answer.kind ?? 'answer',
    question: answer.question.trim().slice(0, 5_000),
    createdAt: answer.at.toISOString(),
    lead: lead.slice(0, 5_000),
    laws,
    releasePoint: RECEIPT_RELEASE_POINT,
    engine: answer.engine,
    disclaimer: DISCLAIMER,
  });
}

/** "November 24, 2026 at 3:05 PM" in the reader's time zone (or `timeZone`). */
export function receiptDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(
    new Date(iso),
  );
}

/** The receipt as plain text (Share without files, and a copy anyone can paste). */
export function receiptText(r: Receipt, timeZone?: string): string {
  const lines = [`Laws AI — saved answer`, `Asked ${receiptDate(r.createdAt, timeZone)}`, '', `Question: ${r.question}`, '', r.lead, ''];
  for (const law of r.laws) {
    lines.push(`${law.title} — ${law.citation}`);
    if (law.quote) lines.push(`  ${law.quote.citation}: “${law.quote.text}”`);
    lines.push(`  Official text: ${law.officialUrl}`, '');
  }
  lines.push(r.releasePoint, r.engine, '', r.disclaimer);
  return lines.join('\n');
}
