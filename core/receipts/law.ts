/**
 * A receipt of a law as read in the app: what the section is, its plain-English
 * summary, its opening words as officially published, and its official link.
 */
import { DISCLAIMER } from '../brand';
import { isOfficialUrl } from '../answer/format';
import type { LawDetail } from '../schemas/legal';
import { RECEIPT_RELEASE_POINT, receiptSchema, type Receipt } from './receipt';

/** One stable id per law (FNV-1a over its id, shaped as a UUID): saving it twice keeps one receipt. */
export function lawReceiptId(lawId: string): string {
  const words: string[] = [];
  for (let round = 0; round < 4; round++) {
    let h = 0x811c9dc5 ^ round;
    for (let i = 0; i < lawId.length; i++) h = Math.imul(h ^ lawId.charCodeAt(i), 0x01000193) >>> 0;
    words.push(h.toString(16).padStart(8, '0'));
  }
  const hex = words.join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type LawForReceipt = Pick<LawDetail, 'id' | 'title' | 'citation' | 'summary' | 'government_source' | 'officialText' | 'fullText'>;

/** The section's first words as published: its intro, else its first level, at most ~1,200 characters. */
function openingWords(law: LawForReceipt): { citation: string; text: string } | undefined {
  const t = law.officialText;
  const first = t?.intro.trim() ? { citation: law.citation, text: t.intro.trim() } : t?.levels.find((l) => l.text.trim());
  const text = first?.text.trim();
  if (!first || !text) return undefined;
  return { citation: first.citation, text: text.length > 1_200 ? `${text.slice(0, 1_200).replace(/\s+\S*$/, '')} …` : text };
}

export function receiptFromLaw(law: LawForReceipt, at: Date = new Date()): Receipt {
  const quote = openingWords(law);
  return receiptSchema.parse({
    id: lawReceiptId(law.id),
    kind: 'law',
    question: `${law.citation}: ${law.title}`.slice(0, 5_000),
    createdAt: at.toISOString(),
    lead: law.summary.slice(0, 5_000),
    laws: isOfficialUrl(law.government_source)
      ? [{ title: law.title.slice(0, 500), citation: law.citation, ...(quote ? { quote } : {}), officialUrl: law.government_source }]
      : [],
    releasePoint: RECEIPT_RELEASE_POINT,
    engine: 'Read in the Laws AI law library',
    disclaimer: DISCLAIMER,
  });
}
