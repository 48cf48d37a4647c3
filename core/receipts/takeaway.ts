/**
 * What the take-away controls under an answer need from its receipt: the sections it
 * cites (for Follow and Deadlines) and the words to read aloud (for Listen).
 */
import type { Receipt } from './receipt';

export interface CitedSection {
  title: number;
  section: string;
}

const USC = /(\d+)\s+U\.S\.C\.\s+§+\s*([0-9A-Za-z-]+?)(?=\(|\s|$|,|;)/;

/** "15 U.S.C. § 1692c(a)(3)" → { title: 15, section: '1692c' }; anything else → undefined. */
export function sectionOfCitation(citation: string): CitedSection | undefined {
  const m = USC.exec(citation);
  return m ? { title: Number(m[1]), section: m[2]! } : undefined;
}

/** The U.S. Code sections a receipt's laws cite, each once, in the answer's order. */
export function receiptSections(r: Pick<Receipt, 'laws'>): CitedSection[] {
  const seen = new Set<string>();
  const out: CitedSection[] = [];
  for (const law of r.laws) {
    const cited = sectionOfCitation(law.quote?.citation ?? law.citation) ?? sectionOfCitation(law.citation);
    if (!cited || seen.has(`${cited.title}/${cited.section}`)) continue;
    seen.add(`${cited.title}/${cited.section}`);
    out.push(cited);
  }
  return out;
}

/** What "Listen" reads: the lead, then each law's title and its quoted words, then the disclaimer. */
export function receiptListenText(r: Pick<Receipt, 'lead' | 'laws' | 'disclaimer'>): string {
  const parts = [r.lead];
  for (const law of r.laws) {
    parts.push(`${law.title}, ${law.citation}.`);
    if (law.quote) parts.push(`${law.quote.citation} says: ${law.quote.text}`);
  }
  parts.push(r.disclaimer);
  return parts.filter(Boolean).join('\n');
}
