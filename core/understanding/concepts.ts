/**
 * A question about a legal concept ("What is the Miranda warning?", "misdemeanor vs felony")
 * is answered from the glossary (core/data/glossary.ts) with its sources, never with "no
 * federal law". Used by the Legal Assistant and the tutor, online and offline.
 */
import { DISCLAIMER } from '../brand';
import { GLOSSARY, type GlossaryTerm } from '../data/glossary';
import type { NextStep, SearchResponse, Source } from '../schemas/legal';
import { formatAnswer, type AnswerBlock } from '../answer/format';
import type { Reading } from './read';

/**
 * Wording that asks what the term itself is, just before it ("what is the Miranda warning",
 * "explain double jeopardy") or just after it ("felony vs misdemeanor", "due process mean"): a
 * question that only mentions the term ("what is the penalty for a felony DUI") is not one.
 */
const DEFINE_BEFORE =
  /\b(?:what(?:'s| is| are| was| were| does| do)|whats|explain\w*|define|definition of|meaning of|difference between|tell me about|how (?:does|do|are|is))\s+(?:\S+\s+){0,3}$/;
const DEFINE_AFTER = /^\s*(?:\S+\s+){0,2}(?:mean|means|meaning|vs\.?|versus|work|works|classified|defined)\b/;

/** Concept questions are short; a long post about what happened goes to the law search. */
export const CONCEPT_QUESTION_MAX = 400;

const fold = (text: string) =>
  ` ${text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')} `;

/** The glossary term a question asks about, if it is a concept question. */
export function conceptOf(question: string): GlossaryTerm | undefined {
  if (question.length > CONCEPT_QUESTION_MAX) return undefined;
  const text = fold(question);
  let best: { term: GlossaryTerm; at: number } | undefined;
  for (const term of GLOSSARY) {
    const asked = term.asks?.exec(text);
    const named = term.names.exec(text);
    const defined =
      named && (DEFINE_BEFORE.test(text.slice(0, named.index)) || DEFINE_AFTER.test(text.slice(named.index + named[0].length)));
    const at = asked ? asked.index : defined ? named.index : -1;
    if (at >= 0 && (!best || at < best.at)) best = { term, at };
  }
  return best?.term;
}

const ENGINE_LINE: Record<'built-in' | 'offline', string> = {
  'built-in': 'Answered by the built-in engine from the Laws AI glossary, with the official text it cites.',
  offline: 'Offline: answered from the Laws AI glossary saved with the app.',
};

/** The answer to a concept question, or undefined when the question is not one. */
export function conceptAnswer(
  question: string,
  _reading: Pick<Reading, 'intent'> | undefined,
  engine: 'built-in' | 'offline',
): SearchResponse | undefined {
  const term = conceptOf(question);
  if (!term) return undefined;
  const blocks: AnswerBlock[] = [
    { kind: 'paragraph', text: term.explanation },
    ...(term.more ?? []).map((text) => ({ kind: 'paragraph' as const, text })),
  ];
  const named: string[] = [];
  for (const s of term.sources) {
    if (s.quote) {
      blocks.push({
        kind: 'law',
        title: s.title,
        badge: s.citation,
        ...(s.url ? { verifyUrl: s.url } : {}),
        quote: { citation: s.citation, text: s.quote },
        details: [],
      });
    } else named.push(s.citation);
  }
  if (named.length) blocks.push({ kind: 'paragraph', text: `Also cited: ${named.join('; ')}.` });
  blocks.push({ kind: 'disclaimer', text: DISCLAIMER }, { kind: 'paragraph', text: ENGINE_LINE[engine] });
  const sources: Source[] = term.sources.filter((s) => s.url).map((s) => ({ title: s.title, citation: s.citation, url: s.url! }));
  const firstUrl = term.sources.find((s) => s.url);
  const nextSteps: NextStep[] = [
    ...(firstUrl
      ? [{ title: 'Read the official text', description: `Read ${firstUrl.citation} in the official text: ${firstUrl.url}` }]
      : []),
    {
      title: 'Test what you learned',
      description: 'Take a quiz on the Constitution and federal law at /test-knowledge, or ask the tutor at /test-knowledge-chat.',
    },
    {
      title: 'Find free legal help',
      description:
        'If this is about your own case, free legal aid organizations and lawyer referral services are listed at /legal-resources.',
    },
  ];
  return { response: formatAnswer(blocks), sources, nextSteps, engine, jurisdiction: { kind: 'federal' } };
}
