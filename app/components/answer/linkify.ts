import { isOfficialUrl } from '../../../core/answer/format';
import { routeFor } from '../../../core/routes';

/** A piece of a next step's description: plain text, an official web link or a page of this app. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'official'; text: string } | { kind: 'page'; text: string };

// https links, and paths like /legal-resources standing on their own.
const CANDIDATE = /https:\/\/[^\s<>"]+|(?<![\w/.])\/[a-z][a-z-]*(?![\w/])/g;

/**
 * Splits text into parts so that official https links (.gov) and the app's own pages become
 * links and everything else stays text. A sentence's closing punctuation is not part of a link.
 */
export function linkifyParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (part: TextPart) => {
    const previous = parts[parts.length - 1];
    if (part.kind === 'text' && previous?.kind === 'text') previous.text += part.text;
    else if (part.text) parts.push(part);
  };
  for (const match of text.matchAll(CANDIDATE)) {
    const raw = match[0];
    const candidate = raw.replace(/[.,;:!?)]+$/, '');
    const start = match.index;
    const kind = candidate.startsWith('https://') ? isOfficialUrl(candidate) && 'official' : routeFor(candidate) && 'page';
    if (!kind) continue;
    push({ kind: 'text', text: text.slice(last, start) });
    push({ kind, text: candidate });
    last = start + candidate.length;
  }
  push({ kind: 'text', text: text.slice(last) });
  return parts;
}
