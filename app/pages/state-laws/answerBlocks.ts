/**
 * How an answer's text is shown: paragraphs, headed lists ("Federal law:" then "• " lines) and
 * the disclaimer. Links are made only of https addresses that are also in the answer's sources,
 * so text can never smuggle in a link of its own. Everything is rendered as text, never HTML.
 */
export type AnswerBlock =
  { kind: 'paragraph'; text: string } | { kind: 'list'; heading: string; items: string[] } | { kind: 'disclaimer'; text: string };

export function answerBlocks(content: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  for (const raw of content.split(/\n\s*\n/)) {
    const lines = raw
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const [first, ...rest] = lines as [string, ...string[]];
    if (/^disclaimer:/i.test(first)) {
      blocks.push({ kind: 'disclaimer', text: lines.join(' ').replace(/^disclaimer:\s*/i, '') });
    } else if (rest.length > 0 && rest.every((line) => line.startsWith('• '))) {
      blocks.push({ kind: 'list', heading: first, items: rest.map((line) => line.slice(2).trim()) });
    } else {
      blocks.push({ kind: 'paragraph', text: lines.join(' ') });
    }
  }
  return blocks;
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string };

/** Splits text so that the allowed https addresses become links (a sentence's last full stop is not part of one). */
export function linkParts(text: string, allowed: ReadonlySet<string>): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(/https:\/\/[^\s<>"]+/g)) {
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    if (!allowed.has(url)) continue;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'link', text: url });
    last = match.index + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
