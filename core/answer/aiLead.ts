/**
 * The AI path keeps the answer's shape: its first paragraph must be the answer, and
 * for a question decided mainly by state law it must say so. The gate holds the model's checked
 * text until its first paragraph is complete, then lets it through, or puts the built-in
 * engine's lead in its place (a state-law question answered without saying so, or an answer that
 * opens with a law block instead of an answer), and says so in a notice.
 */
import { SAYS_STATE_LAW } from './lead';

const LAW_LINE = /^\S.*\[[^\]]+\]\s*$/;

export const LEAD_REPLACED_NOTICES = {
  state:
    'The AI model’s answer did not say that this question is decided mainly by state law, so its first paragraph was replaced by the built-in engine’s.',
  missing: 'The AI model’s answer did not open with a direct answer, so the built-in engine’s first paragraph was added.',
} as const;

export interface LeadRule {
  /** The built-in engine's first paragraph. */
  lead: string;
  /** The question is decided mainly by state law: the first paragraph must say so. */
  stateLaw: boolean;
}

export class LeadGate {
  readonly #rule: LeadRule;
  #held = '';
  #open = true;
  notice: string | undefined;

  constructor(rule: LeadRule) {
    this.#rule = rule;
  }

  /** Checked text in (whole lines); what may be shown now out. */
  push(text: string): string {
    if (!this.#open) return text;
    this.#held += text;
    const start = this.#held.search(/\S/);
    if (start < 0) return '';
    const end = this.#held.indexOf('\n\n', start);
    const rest = this.#held.slice(start);
    // The first line is whole once a newline follows it: a law line, or (for a federal
    // question, where only the opening matters) a sentence, decides at once; a state-law
    // question's whole first paragraph is read before it is shown.
    const firstLineDone = rest.includes('\n');
    const firstLine = rest.split('\n')[0] ?? '';
    if (end < 0 && !(firstLineDone && (LAW_LINE.test(firstLine) || !this.#rule.stateLaw))) return '';
    return this.#release();
  }

  /** The model is done: whatever is held, checked. */
  finish(): string {
    return this.#open ? this.#release() : '';
  }

  #release(): string {
    this.#open = false;
    const held = this.#held;
    this.#held = '';
    const body = held.replace(/^\s+/, '');
    const [first = ''] = body.split('\n\n');
    const opensWithLaw = LAW_LINE.test(first.split('\n')[0] ?? '');
    if (!body.trim()) return '';
    if (opensWithLaw) {
      this.notice = this.#rule.stateLaw ? LEAD_REPLACED_NOTICES.state : LEAD_REPLACED_NOTICES.missing;
      return `${this.#rule.lead}\n\n${body}`;
    }
    if (this.#rule.stateLaw && !SAYS_STATE_LAW.test(first)) {
      this.notice = LEAD_REPLACED_NOTICES.state;
      const rest = body.slice(first.length);
      return `${this.#rule.lead}${rest || '\n'}`;
    }
    return body;
  }
}
