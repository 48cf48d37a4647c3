/**
 * A grounded legal answer from the AI model: the retrieved laws go in as numbered sources, the
 * reply comes out checked line by line (core/answer/aiCheck.ts) — streamed to `onText` as each
 * line is checked — and is then made into the app's reply with sources and next steps from the
 * corpus. Throws AiFailure when the reply cannot be used.
 */
import { CheckedAnswer } from '../../core/answer/aiCheck';
import { aiSearchResponse } from '../../core/answer/aiAnswer';
import { LeadGate, type LeadRule } from '../../core/answer/aiLead';
import type { Jurisdiction } from '../../core/schemas/legal';
import type { ComposableLaw } from '../../core/answer/compose';
import { resolveAmendment, resolveSection } from '../../core/laws/resolveCitation';
import type { SearchResponse } from '../../core/schemas/legal';
import { AiFailure, type AiModel } from './model';
import { legalAnswerTurns, RULES_MARKER, type LegalAnswerRole, type OfficialGrounding } from './prompts';

export interface LegalAnswerRequest {
  role: LegalAnswerRole;
  question: string;
  /** The laws the search engine found, best first. */
  grounding: readonly ComposableLaw[];
  /** Checked text as it is ready; everything passed here is a prefix of the final response. */
  onText?: (text: string) => void;
  /** The reader went away: stop the model. */
  cancel?: AbortSignal;
  /** Streams when true (with onText); otherwise one request for the whole reply. */
  stream?: boolean;
  /** The built-in engine's first paragraph and whether state law decides the question. */
  lead?: LeadRule;
  /** Who decides the question, as the built-in engine found it. */
  jurisdiction?: Jurisdiction;
  /** "Your state"'s name, when known. */
  stateName?: string;
  /** The official words the model is grounded on, and the whole text quotations are checked against. */
  officialText?: OfficialGrounding;
}

/** A reply that is only an apology is a refusal, not an answer. */
const REFUSAL = /^\s*(?:i['’]m sorry|i am sorry|sorry|i can(?:['’]t|not)|i['’]m (?:not able|unable)|i am (?:not able|unable)|as an ai)\b/i;
const REFUSAL_MAX_CHARS = 400;

/** A short reply that names no verified law and opens with an apology is a refusal, not an answer. */
export function isRefusal(raw: string, namesLaws: boolean): boolean {
  return raw.length <= REFUSAL_MAX_CHARS && !namesLaws && REFUSAL.test(raw);
}

/** Text no answer may contain: the prompt's own rules (a leak) and the configured secrets. */
export function leakGuard(secrets: readonly (string | undefined)[]): (raw: string) => void {
  const forbidden = [RULES_MARKER, ...secrets.filter((s): s is string => !!s && s.length >= 8)];
  return (raw) => {
    if (forbidden.some((f) => raw.includes(f))) throw new AiFailure('malformed', 'the answer repeats the prompt or a secret');
  };
}

export async function aiLegalAnswer(model: AiModel, request: LegalAnswerRequest, guard: (raw: string) => void): Promise<SearchResponse> {
  const official = request.officialText;
  const checked = new CheckedAnswer(
    (title, section) => resolveSection(title, section, request.grounding),
    resolveAmendment,
    official ? [...official.passages.map((p) => p.text), ...official.sections] : undefined,
  );
  const turns = legalAnswerTurns(request.role, request.question, request.grounding, {
    jurisdiction: request.jurisdiction,
    stateName: request.stateName,
    passages: official?.passages,
  });
  const gate = request.lead ? new LeadGate(request.lead) : undefined;
  let raw = '';
  let text = '';
  const show = (out: string) => {
    if (out) {
      text += out;
      request.onText?.(out);
    }
  };
  const take = (piece: string) => {
    raw += piece;
    guard(raw);
    const out = checked.push(piece);
    show(gate ? gate.push(out) : out);
  };
  if (request.stream) {
    for await (const piece of model.stream(turns, { cancel: request.cancel })) take(piece);
  } else {
    take(await model.complete(turns));
  }
  const last = checked.finish();
  show(gate ? gate.push(last) + gate.finish() : last);
  if (!checked.hasContent) throw new AiFailure('malformed', 'no usable text');
  if (isRefusal(raw, checked.laws.length > 0)) throw new AiFailure('refusal');
  const reply = aiSearchResponse(checked, text, request.grounding);
  const notice = [gate?.notice, reply.notice].filter(Boolean).join(' ');
  return { ...reply, ...(request.jurisdiction ? { jurisdiction: request.jurisdiction } : {}), ...(notice ? { notice } : {}) };
}
