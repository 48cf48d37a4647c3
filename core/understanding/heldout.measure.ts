/**
 * Measures an answer path on the held-out sets in eval/understanding/ (written before tuning;
 * docs/understanding.md has the first-run and tuned figures). Used by heldout.test.ts.
 */
import { parseAnswer, type LawBlock } from '../answer/format';
import { SAYS_STATE_LAW } from '../answer/lead';
import type { SearchResponse } from '../schemas/legal';
import { CRISIS_LINES, type CrisisLineId } from '../safety/lines';
import { findState } from '../data/states';

export type AnswerPath = (post: string, savedState?: string) => SearchResponse;

export interface StateLawPost {
  id: string;
  area: string;
  state: string | null;
  post: string;
  federalOk: string[];
}

const sectionOf = (citation: string) => {
  const m = /^(\d+) U\.S\.C\. § (\S+?)(?:\(.*)?$/.exec(citation);
  return m ? `${m[1]}/${m[2]}` : citation;
};

const CRISIS_TEXTS = Object.values(CRISIS_LINES).map((l) => l.text);

/** The answer's paragraphs after any safety lines (the law part of the answer). */
function lawParagraphs(reply: SearchResponse): string[] {
  return parseAnswer(reply.response)
    .filter((b) => b.kind === 'paragraph')
    .map((b) => (b as { text: string }).text)
    .filter((t) => !CRISIS_TEXTS.includes(t) && !/^Your safety comes first/.test(t));
}

export function measureStateLaw(posts: readonly StateLawPost[], answer: AnswerPath, saved = 'OH') {
  let saysState = 0;
  let ledByUnrelated = 0;
  let namedStateUsed = 0;
  let namedStateAsked = 0;
  const misses: string[] = [];
  for (const p of posts) {
    const reply = answer(p.post, saved);
    const first = lawParagraphs(reply)[0] ?? '';
    const blocks = parseAnswer(reply.response);
    const lead = blocks.find((b): b is LawBlock => b.kind === 'law');
    const says = SAYS_STATE_LAW.test(first);
    if (says) saysState += 1;
    const unrelated = !says && lead !== undefined && !p.federalOk.includes(sectionOf(lead.badge));
    if (unrelated) ledByUnrelated += 1;
    if (p.state && p.state !== saved) {
      namedStateAsked += 1;
      const name = findState(p.state)!.name;
      if (reply.response.includes(`${name} law`) || reply.response.includes(`Answering for ${name}`)) namedStateUsed += 1;
      else misses.push(`${p.id}: named ${name}, not used: ${first.slice(0, 80)}`);
    }
    if (!says || unrelated) misses.push(`${p.id}: ${first.slice(0, 110)}${lead ? ` [lead ${lead.badge}]` : ''}`);
  }
  return { n: posts.length, saysState, ledByUnrelated, namedStateUsed, namedStateAsked, misses };
}

export interface DangerSet {
  danger: { id: string; first: CrisisLineId; post: string }[];
  lookAlikes: { id: string; post: string }[];
}

/** Danger posts whose answer opens with the right line; look-alikes that show any crisis line. */
export function measureDanger(set: DangerSet, answer: AnswerPath) {
  let opened = 0;
  let falseAlarms = 0;
  const misses: string[] = [];
  for (const d of set.danger) {
    const reply = answer(d.post);
    const paragraphs = parseAnswer(reply.response).filter((b) => b.kind === 'paragraph') as { text: string }[];
    // The first paragraph is the safety opening; the next is the right line, before any law.
    const lineAt = paragraphs.findIndex((p) => p.text === CRISIS_LINES[d.first].text);
    const firstLaw = parseAnswer(reply.response).findIndex((b) => b.kind === 'law');
    const ok =
      lineAt >= 0 &&
      lineAt <= 1 &&
      (firstLaw < 0 ||
        parseAnswer(reply.response).findIndex((b) => b.kind === 'paragraph' && b.text === CRISIS_LINES[d.first].text) < firstLaw);
    if (ok) opened += 1;
    else misses.push(`danger ${d.id}: ${paragraphs[0]?.text.slice(0, 80)}`);
  }
  for (const l of set.lookAlikes) {
    const reply = answer(l.post);
    if (CRISIS_TEXTS.some((t) => reply.response.includes(t))) {
      falseAlarms += 1;
      misses.push(`look-alike ${l.id} shows a crisis line`);
    }
  }
  return { danger: set.danger.length, opened, lookAlikes: set.lookAlikes.length, falseAlarms, misses };
}

export interface ConceptQuestion {
  question: string;
  concept: string;
}

/** Concept questions answered: not "no federal law", and the answer names a source it cites. */
export function measureConcepts(
  questions: readonly ConceptQuestion[],
  answer: AnswerPath,
  explains: (response: string, concept: string) => boolean,
) {
  let explained = 0;
  let noFederalLaw = 0;
  const misses: string[] = [];
  for (const q of questions) {
    const reply = answer(q.question);
    if (/No federal law in the library/.test(reply.response)) noFederalLaw += 1;
    if (explains(reply.response, q.concept)) explained += 1;
    else misses.push(`${q.concept}: ${q.question} -> ${reply.response.slice(0, 100)}`);
  }
  return { n: questions.length, explained, noFederalLaw, misses };
}
