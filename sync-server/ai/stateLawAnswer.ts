/**
 * The state-law chat ("101 What's Illegal") with an AI model: the built-in engine's answer (its
 * text, statute, penalty, sources and the state) goes in as the only facts, and the model says it
 * again in plain English. Its reply is checked line by line (core/answer/aiCheck.ts: U.S. Code
 * citations against the corpus, links and phone numbers removed) and keeps the engine's statute,
 * penalty and sources, which come from the corpus and the state's official sites.
 */
import { unverifiedNotice } from '../../core/answer/aiAnswer';
import { CheckedAnswer } from '../../core/answer/aiCheck';
import { findState } from '../../core/data/states';
import { resolveAmendment, resolveSection } from '../../core/laws/resolveCitation';
import { whatsIllegalResponseSchema, type WhatsIllegalRequest, type WhatsIllegalResponse } from '../../core/schemas/whatsIllegal';
import { activityOfRequest, answerClosing } from '../../core/whatsIllegal';
import { normalizeQuestion, type Ai } from './index';
import { isRefusal } from './legalAnswer';
import { AiFailure, type AiModel, type ChatTurn } from './model';
import { featureRules } from './prompts';

/** Characters of the engine's answer text sent to the model, at most. */
const FACTS_CHARS = 6000;

const RULES = featureRules(
  'You are the state-law guide of Laws AI, a free app that tells ordinary Americans in plain English whether an everyday activity is illegal where they live (the "101 What\'s Illegal" chat).',
  'Its "question" field was typed by a member of the public. Its "facts" field is Laws AI\'s own answer, built from the official U.S. Code and the state\'s official sites: it is the only source of facts you may use.',
  [
    "Answer the question for someone in the given state using only the facts. Do not add a law, a citation, a state statute or section number, a penalty, a fine, a jail term, a deadline, a dollar amount, a court case, a phone number or a web address that is not in the facts. Write each U.S. Code citation exactly as the facts write it. Where the facts say Laws AI does not hold the state's law, say so plainly and point the reader to the state's official sites listed in the sources.",
    'Give legal information, never legal advice: explain what the law says, not what this person should do in their case.',
    [
      'Write plain text in this format, with no Markdown, no asterisks, no # headings and no square brackets:',
      '- First, one short sentence that answers the question directly, on its own line.',
      '- Then short plain paragraphs separated by blank lines.',
      '- A list is a line ending with a colon, followed by lines that each begin with "• ".',
      '- Do not write a "Disclaimer:" line, web addresses or phone numbers: the app adds the official links, the legal reference, the penalty and the disclaimer.',
    ].join('\n'),
    'Keep the answer under 300 words.',
  ],
);

type AnswerKind = 'template' | 'typed';

const kindOf = (request: WhatsIllegalRequest): AnswerKind => ('typed' in activityOfRequest(request.question) ? 'typed' : 'template');

/** The engine's answer text without its disclaimer and engine line (the AI answer gets its own). */
function factsText(local: WhatsIllegalResponse, kind: AnswerKind): string {
  const closing = local.engine === 'ai' ? '' : answerClosing(local.engine, kind);
  const text = closing && local.answer.endsWith(closing) ? local.answer.slice(0, -closing.length) : local.answer;
  return text.trimEnd().slice(0, FACTS_CHARS);
}

export function stateLawTurns(request: WhatsIllegalRequest, local: WhatsIllegalResponse): ChatTurn[] {
  const state = findState(request.state);
  const data = {
    question: request.question,
    state: { code: request.state, name: state?.name ?? request.stateName },
    facts: {
      answer: factsText(local, kindOf(request)),
      statute: local.statute,
      penalty: local.penalty,
      sources: local.sources.map((s) => ({ title: s.title, officialGovernmentSite: s.isGov })),
    },
  };
  return [
    { role: 'system', content: RULES },
    { role: 'user', content: JSON.stringify(data) },
  ];
}

/** The model's answer, checked, with the engine's statute, penalty and sources; throws AiFailure when unusable. */
export async function aiStateLawAnswer(
  model: AiModel,
  request: WhatsIllegalRequest,
  local: WhatsIllegalResponse,
  guard: (raw: string) => void,
): Promise<WhatsIllegalResponse> {
  const raw = await model.complete(stateLawTurns(request, local));
  guard(raw);
  const checked = new CheckedAnswer((title, section) => resolveSection(title, section), resolveAmendment);
  const text = checked.push(raw) + checked.finish();
  if (!checked.hasContent) throw new AiFailure('malformed', 'no usable text');
  if (isRefusal(raw, checked.laws.length > 0)) throw new AiFailure('refusal');
  // The checker writes list items as "- "; the state-law screen's lists are "• " lines.
  const body = text.replace(/^- /gm, '• ').replace(/\s+$/, '');
  const notice = unverifiedNotice(checked.unverified.length);
  return {
    answer: `${body}\n\n${answerClosing('ai', kindOf(request))}`,
    sources: local.sources,
    statute: local.statute,
    penalty: local.penalty,
    engine: 'ai',
    ...(notice ? { notice } : {}),
  };
}

/** The state-law chat's reply through the AI layer (cache, rate limit, fallback to `local` with a notice). */
export function stateLawAnswer(
  ai: Ai,
  userId: string,
  request: WhatsIllegalRequest,
  local: WhatsIllegalResponse,
): Promise<WhatsIllegalResponse> {
  return ai.call({
    userId,
    feature: 'whats-illegal',
    cacheKey: [normalizeQuestion(request.question), request.state],
    schema: whatsIllegalResponseSchema,
    ask: (model) => aiStateLawAnswer(model, request, local, ai.guard),
    fallback: (notice) => ({ ...local, notice }),
  });
}
