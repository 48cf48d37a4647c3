/**
 * The answer composer: turns a question and the ranked laws into the spec's response text
 * format (core/answer/format.ts), the sources list and next steps. Used unchanged by the
 * server's built-in engine and, offline, in the browser.
 *
 * No invented facts: every statement about a law comes from that record's own title,
 * citation, summary, penalties, official link or agency. The intro only restates the question
 * and names the laws found.
 *
 * Which engine answered is said in two places: `engine` (for the UI's badge) and the last
 * paragraph of `response` (ENGINE_LINES), so copying or reading the text shows it too.
 */
import { DISCLAIMER } from '../brand';
import type { LawRecord } from '../laws/types';
import type { AnswerEngine, SearchResponse, Source } from '../schemas/legal';
import { formatAnswer, isOfficialUrl, type AnswerBlock, type LawBlock } from './format';
import { nextStepsFor, noResultSteps } from './nextSteps';
import { joinList, plainQuestion, sentences } from './text';

/** What the composer reads of a law record (core/laws LawRecord has all of it). */
export type ComposableLaw = Pick<
  LawRecord,
  'id' | 'kind' | 'title' | 'citation' | 'summary' | 'penalties' | 'category' | 'government_source' | 'agency' | 'categoryId'
>;

export interface RankedLaw<L extends ComposableLaw = ComposableLaw> {
  record: L;
  score: number;
}

/** The engines that compose locally ('ai' writes its own text). */
export type LocalEngine = Exclude<AnswerEngine, 'ai'>;

/** The last paragraph of every composed answer. */
export const ENGINE_LINES: Record<LocalEngine, string> = {
  'built-in': 'Answered by the built-in engine from the official U.S. Code and Laws AI plain-English guides.',
  offline: 'Offline: answered from your saved library.',
};

/** Laws written out as blocks in the answer; the sources list carries the rest. */
export const MAX_LAW_BLOCKS = 3;
/** Sources returned (the UI shows the first SOURCES_SHOWN and "Show N More Laws"). */
export const MAX_SOURCES = 10;
/** A law below this share of the best score is listed as a source but not written out. */
const BLOCK_SCORE_SHARE = 0.25;
/** Detail lines per law block, taken from the record's summary. */
const DETAIL_SENTENCES = 2;

/** Penalties text that states no penalty is not shown as a "Penalties:" line. */
const NO_PENALTY = /^\s*(none stated|no penalt|not stated|n\/a\b|-?\s*$)/i;

export interface ComposeOptions {
  engine: LocalEngine;
}

export function composeAnswer(query: string, ranked: readonly RankedLaw[], { engine }: ComposeOptions): SearchResponse {
  const usable = ranked.filter((r) => r.record && r.record.title.trim() && r.record.citation.trim() && Number.isFinite(r.score));
  const question = plainQuestion(query);
  if (usable.length === 0) return noAnswer(question, engine);

  const best = Math.max(...usable.map((r) => r.score));
  const blocks = usable
    .slice(0, MAX_LAW_BLOCKS)
    .filter((r, i) => i === 0 || best <= 0 || r.score >= best * BLOCK_SCORE_SHARE)
    .map((r) => r.record);

  const named = blocks.map((law) => `${law.title} (${law.citation})`);
  const allLinked = blocks.every((law) => isOfficialUrl(law.government_source));
  const one = blocks.length === 1;
  const intro =
    (question ? `You asked: "${question}". ` : '') +
    (one
      ? `The federal law that matches your question most closely is ${named[0]}.`
      : `The federal laws that match your question most closely are ${joinList(named)}.`) +
    (one ? ' Here is what it says' : ' Here is what each one says') +
    (allLinked ? (one ? ', with a link to its official text.' : ', with links to the official text.') : '.');

  const answer: AnswerBlock[] = [
    { kind: 'paragraph', text: intro },
    ...blocks.map((law, i) => lawBlock(law, blocks.slice(0, i))),
    { kind: 'disclaimer', text: DISCLAIMER },
    { kind: 'paragraph', text: ENGINE_LINES[engine] },
  ];
  const sources = usable.slice(0, MAX_SOURCES).map((r) => toSource(r.record));
  return { response: formatAnswer(answer), sources, nextSteps: nextStepsFor(blocks), engine };
}

/**
 * The law block: title [citation], Verify (official links only), Penalties when stated, details.
 * Penalties already written out for a law above are referred to rather than repeated.
 */
export function lawBlock(law: ComposableLaw, above: readonly ComposableLaw[] = []): LawBlock {
  const block: LawBlock = { kind: 'law', title: law.title, badge: law.citation, details: sentences(law.summary).slice(0, DETAIL_SENTENCES) };
  if (isOfficialUrl(law.government_source)) block.verifyUrl = law.government_source;
  // A bare section's penalties field only says it is not summarized: no "Penalties:" line.
  if (law.kind === 'guide' && law.penalties && !NO_PENALTY.test(law.penalties)) {
    const same = above.find((a) => a.kind === 'guide' && a.penalties === law.penalties);
    block.penalties = same ? `Same as for ${same.citation} above.` : law.penalties;
  }
  return block;
}

export function toSource(law: ComposableLaw): Source {
  const source: Source = { title: law.title, citation: law.citation, url: law.government_source, lawId: law.id };
  if (law.summary.trim()) source.summary = law.summary;
  return source;
}

function noAnswer(question: string, engine: LocalEngine): SearchResponse {
  const asked = question ? `You asked: "${question}". ` : '';
  const text: AnswerBlock[] = [
    {
      kind: 'paragraph',
      text: `${asked}No federal law in the library matched this question, so there is nothing reliable to tell you about it yet.`,
    },
    {
      kind: 'paragraph',
      text: 'Try describing what happened in everyday words, naming who is involved (a landlord, an employer, a debt collector, a school), or giving the name or citation of the law if you know it.',
    },
    { kind: 'disclaimer', text: DISCLAIMER },
    { kind: 'paragraph', text: ENGINE_LINES[engine] },
  ];
  return { response: formatAnswer(text), sources: [], nextSteps: noResultSteps(), engine };
}
