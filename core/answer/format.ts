/**
 * The AI response text format (spec part 1 §3), written by the answer composer (and asked of an
 * AI model) and read by the app:
 *
 *   Plain paragraph lines.
 *
 *   Fair Debt Collection Practices Act — when collectors may contact you [15 U.S.C. § 1692c]
 *     Verify: https://uscode.house.gov/view.xhtml?req=...
 *     Quote: 15 U.S.C. § 1692c(a)(3): “at the consumer’s place of employment if …”
 *     Penalties: Civil liability: actual damages ...
 *     Any other indented line is a detail.
 *
 *   Disclaimer: lines starting with "Disclaimer:" go in the amber box.
 *
 * A law line is an unindented line ending in "[badge]"; indented lines (2+ spaces or a tab)
 * belong to the law block above them. Asterisks are stripped. A "Quote:" line (ours)
 * carries the official words of the subsection that answers the question, with its citation.
 */

export interface LawBlock {
  kind: 'law';
  title: string;
  badge: string;
  verifyUrl?: string;
  /** The official words quoted, with the subsection's citation ("15 U.S.C. § 1692c(a)(3)"). */
  quote?: { citation: string; text: string };
  penalties?: string;
  details: string[];
}

const QUOTE_LINE = /^quote:\s*(?<citation>.+?):\s*[“"](?<text>.*?)[”"]?\s*$/i;

/** A "Quote:" line's parts, or undefined when it is not one. */
export function parseQuoteLine(line: string): LawBlock['quote'] {
  const found = QUOTE_LINE.exec(line.trim());
  return found ? { citation: found.groups!.citation!.trim(), text: found.groups!.text!.trim() } : undefined;
}

export function quoteLine(quote: NonNullable<LawBlock['quote']>): string {
  return `Quote: ${clean(quote.citation)}: “${clean(quote.text).replace(/[“”]/g, '"')}”`;
}

export type AnswerBlock = { kind: 'paragraph'; text: string } | LawBlock | { kind: 'disclaimer'; text: string };

const LAW_LINE = /^(?<title>\S.*?)\s*\[(?<badge>[^\]]+)\]\s*$/;
const INDENTED = /^(?: {2,}|\t)\s*(?<text>\S.*)$/;
const DISCLAIMER = /^disclaimer:\s*/i;

export function parseAnswer(text: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  let law: LawBlock | undefined;
  let paragraph: { kind: 'paragraph'; text: string } | undefined;
  for (const raw of text.replace(/\*/g, '').split(/\r?\n/)) {
    if (!raw.trim()) {
      law = undefined;
      paragraph = undefined;
      continue;
    }
    const indented = INDENTED.exec(raw);
    if (indented && law) {
      const line = indented.groups!.text.trim();
      if (/^verify:/i.test(line)) law.verifyUrl = line.replace(/^verify:\s*/i, '');
      else if (/^quote:/i.test(line)) {
        const quote = parseQuoteLine(line);
        if (quote) law.quote = quote;
      } else if (/^penalties:/i.test(line)) law.penalties = line.replace(/^penalties:\s*/i, '');
      else law.details.push(line);
      continue;
    }
    const line = raw.trim();
    if (DISCLAIMER.test(line)) {
      law = undefined;
      paragraph = undefined;
      blocks.push({ kind: 'disclaimer', text: line });
      continue;
    }
    const lawLine = LAW_LINE.exec(line);
    if (lawLine && !indented) {
      paragraph = undefined;
      law = { kind: 'law', title: lawLine.groups!.title, badge: lawLine.groups!.badge.trim(), details: [] };
      blocks.push(law);
      continue;
    }
    law = undefined;
    // Consecutive plain lines form one paragraph; a blank line starts the next.
    if (paragraph) paragraph.text += ` ${line}`;
    else {
      paragraph = { kind: 'paragraph', text: line };
      blocks.push(paragraph);
    }
  }
  return blocks;
}

/** Only https links to allow-listed official hosts become "Verify on Government Website" links. */
export function isOfficialUrl(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' && (hostname.endsWith('.gov') || hostname === 'gov');
  } catch {
    return false;
  }
}

export function formatAnswer(blocks: AnswerBlock[]): string {
  const parts: string[] = [];
  for (const block of blocks) {
    if (block.kind === 'paragraph') parts.push(clean(block.text));
    else if (block.kind === 'disclaimer') parts.push(DISCLAIMER.test(block.text) ? clean(block.text) : `Disclaimer: ${clean(block.text)}`);
    else {
      const lines = [`${clean(block.title)} [${clean(block.badge)}]`];
      if (block.verifyUrl) lines.push(`  Verify: ${block.verifyUrl}`);
      if (block.quote) lines.push(`  ${quoteLine(block.quote)}`);
      if (block.penalties) lines.push(`  Penalties: ${clean(block.penalties)}`);
      for (const detail of block.details) lines.push(`  ${clean(detail)}`);
      parts.push(lines.join('\n'));
    }
  }
  return parts.join('\n\n');
}

/** One line, no asterisks and no brackets that would read as a badge. */
function clean(text: string): string {
  return text
    .replace(/\*/g, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}
