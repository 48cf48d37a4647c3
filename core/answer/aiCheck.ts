/**
 * Checks an AI model's answer line by line, as it streams, before anyone sees it:
 * - a law line ("Title [citation]") whose citation names a U.S. Code section of the library
 *   becomes that record's own title and citation, with the record's official link and stated
 *   penalties (never the model's); one whose citation is not in the library becomes a plain
 *   line saying it "could not be verified", and its details are dropped;
 * - a U.S. Code citation in running text that the library does not hold is marked
 *   "(could not be verified)";
 * - a quotation of four words or more ("…" or “…”) that is not word for word in the official
 *   text the model was given (when the caller gives it) is marked "(quotation could not be
 *   verified against the official text)", like an unverified citation;
 * - web addresses and phone numbers the model wrote are removed (only the records' official
 *   links are shown), as are its own "Disclaimer:" lines (the app adds the real one) and Markdown.
 * Whole lines only: a line is held back until it is complete, so nothing unchecked is shown.
 */
import type { Source } from '../schemas/legal';
import { amendmentCited, findTitledCitations } from '../search/citations';
import type { ComposableLaw } from './compose';
import { lawBlock } from './compose';

export const UNVERIFIED = 'could not be verified';
export const MISQUOTE = '(quotation could not be verified against the official text)';
/** Shorter quotations ("reasonable accommodation") are terms, not quotations of the law. */
const QUOTE_MIN_WORDS = 4;
const QUOTATION = /["“]([^"“”\n]+)["”]/g;
export const LINK_REMOVED = '(see the official links below)';
export const PHONE_REMOVED = '(phone number removed: use the contact details on the official sites below)';

/** The corpus record of a U.S. Code section, or undefined when the library does not hold it. */
export type SectionResolver = (title: number, section: string) => ComposableLaw | undefined;
/** An amendment of the Constitution as a source (official text and link), when the library holds it. */
export type AmendmentResolver = (number: number) => Source | undefined;

const LAW_LINE = /^(?<title>\S.*?)\s*\[(?<badge>[^\]]+)\]\s*$/;
const INDENTED = /^(?: {2,}|\t)/;
/** A web address in text (global: use with match/replace, not test). */
export const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+/gi;
/** A U.S. phone number in text (global: use with match/replace, not test). */
export const PHONE_NUMBER = /(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\b\d{3})[\s.-]\d{3}[\s.-]\d{4}\b|\b1-8\d{2}-[A-Z0-9-]{7,}\b/g;
const DASHES = /[\u2010-\u2015\u2212]/g;

type LawState = 'none' | 'verified' | 'unverified';

export class CheckedAnswer {
  readonly #resolve: SectionResolver;
  readonly #resolveAmendment: AmendmentResolver;
  #pending = '';
  #state: LawState = 'none';
  /** Nothing emitted yet, or the last line emitted was blank. */
  #atBlockStart = true;
  #hasText = false;
  /** Verified laws, in the order the answer names them, each once. */
  readonly laws: ComposableLaw[] = [];
  /** Verified amendments of the Constitution the answer cites in a law line, each once. */
  readonly amendments: Source[] = [];
  /** Citations that could not be verified, as the model wrote them, each once. */
  readonly unverified: string[] = [];
  /** Quotations not found word for word in the official text, each once. */
  readonly misquoted: string[] = [];
  /** The official texts quotations are checked against, folded (undefined: quotations are not checked). */
  readonly #officialTexts: string[] | undefined;

  /** `officialTexts`: the official words the model was given (and their sections' whole text). */
  constructor(resolve: SectionResolver, resolveAmendment: AmendmentResolver = () => undefined, officialTexts?: readonly string[]) {
    this.#resolve = resolve;
    this.#resolveAmendment = resolveAmendment;
    this.#officialTexts = officialTexts?.map(foldQuote);
  }

  /** Feed more of the model's text; returns the checked text of the lines it completed. */
  push(chunk: string): string {
    this.#pending += chunk;
    const lines = this.#pending.split(/\r?\n/);
    this.#pending = lines.pop() ?? '';
    return lines.map((line) => this.#line(line)).join('');
  }

  /** The model is done: the last, unterminated line. */
  finish(): string {
    const rest = this.#pending;
    this.#pending = '';
    return rest.trim() ? this.#line(rest) : '';
  }

  /** Whether the answer said anything usable (a paragraph or a verified law). */
  get hasContent(): boolean {
    return this.#hasText;
  }

  #line(raw: string): string {
    const line = raw
      .replace(/\*+|__|`+/g, '')
      .replace(/^(\s*)#{1,6}\s+/, '$1')
      .replace(/\s+$/, '');
    if (!line.trim()) {
      this.#state = 'none';
      return this.#blank();
    }
    const text = line.trim();
    if (INDENTED.test(line) && this.#state !== 'none') {
      if (this.#state === 'unverified' || /^(verify|penalties):/i.test(text)) return '';
      return this.#emit(`  ${this.#cleanText(text)}`);
    }
    if (/^disclaimer:/i.test(text)) {
      this.#state = 'none';
      return '';
    }
    const law = LAW_LINE.exec(text);
    if (law) return this.#lawLine(law.groups!.title!, law.groups!.badge!.trim());
    this.#state = 'none';
    return this.#emit(this.#cleanText(text.replace(/^[-•]\s+/, '- ')));
  }

  #lawLine(title: string, badge: string): string {
    const [cite] = findTitledCitations(badge.replace(DASHES, '-'));
    const record = cite ? this.#resolve(cite.title, cite.section) : undefined;
    const before = this.#atBlockStart ? '' : this.#blank();
    const number = record ? undefined : amendmentCited(badge);
    const amendment = number === undefined ? undefined : this.#resolveAmendment(number);
    if (amendment) {
      this.#state = 'verified';
      if (!this.amendments.some((a) => a.url === amendment.url)) this.amendments.push(amendment);
      return before + this.#emit(`${amendment.title} [${amendment.citation}]`) + this.#emit(`  Verify: ${amendment.url}`);
    }
    if (!record) {
      this.#state = 'unverified';
      this.#flag(badge);
      const named = this.#cleanText(title.replace(/[\s:—–-]+$/, ''), false);
      return (
        before +
        this.#emit(
          `${named} (${badge}): this citation ${UNVERIFIED} against the official U.S. Code, so it is not listed as a source.`,
          false,
        )
      );
    }
    this.#state = 'verified';
    if (!this.laws.some((l) => l.id === record.id)) this.laws.push(record);
    const block = lawBlock(
      record,
      this.laws.filter((l) => l.id !== record.id),
    );
    const lines = [`${record.title} [${record.citation}]`];
    if (block.verifyUrl) lines.push(`  Verify: ${block.verifyUrl}`);
    if (block.penalties) lines.push(`  Penalties: ${block.penalties}`);
    return before + lines.map((l) => this.#emit(l)).join('');
  }

  /** Running text: unknown citations marked, web addresses and phone numbers removed. */
  #cleanText(text: string, markCitations = true): string {
    let out = text.replace(WEB_ADDRESS, LINK_REMOVED).replace(PHONE_NUMBER, PHONE_REMOVED);
    if (!markCitations) return out;
    out = this.#checkQuotations(out);
    const folded = out.replace(DASHES, '-');
    const unknown = findTitledCitations(folded).filter((c) => !this.#resolve(c.title, c.section));
    for (const cite of unknown.reverse()) {
      this.#flag(out.slice(cite.start, cite.end));
      out = `${out.slice(0, cite.end)} (${UNVERIFIED})${out.slice(cite.end)}`;
    }
    return out;
  }

  /** Quotations of the law not word for word in the official text are marked after their closing quote. */
  #checkQuotations(text: string): string {
    const texts = this.#officialTexts;
    if (!texts) return text;
    return text.replace(QUOTATION, (whole: string, quoted: string) => {
      if (quoted.trim().split(/\s+/).length < QUOTE_MIN_WORDS) return whole;
      // "…" or "..." leaves words out: each part must be in the text, in one section.
      const parts = quoted
        .split(/\.\.\.|…/)
        .map(foldQuote)
        .filter((p) => p.length > 0);
      if (texts.some((t) => parts.every((p) => t.includes(p)))) return whole;
      if (!this.misquoted.includes(quoted.trim())) this.misquoted.push(quoted.trim());
      return `${whole} ${MISQUOTE}`;
    });
  }

  #flag(citation: string): void {
    const key = citation.trim();
    if (!this.unverified.includes(key)) this.unverified.push(key);
  }

  /** `counts`: the line is usable content (not just a note about an unverified citation). */
  #emit(line: string, counts = true): string {
    this.#atBlockStart = false;
    if (counts && line.trim()) this.#hasText = true;
    return `${line}\n`;
  }

  #blank(): string {
    if (this.#atBlockStart) return '';
    this.#atBlockStart = true;
    return '\n';
  }
}

/** Words as compared for quotations: lower case, one kind of quote and dash, single spaces, no edge punctuation. */
function foldQuote(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(DASHES, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,;:'"-]+|[\s.,;:'"-]+$/g, '');
}
