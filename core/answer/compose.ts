/**
 * The answer composer: turns a question and the ranked laws into the spec's response
 * text format (core/answer/format.ts), the sources list, next steps and who decides the
 * question. Used unchanged by the server's built-in engine and, offline, in the browser.
 *
 * The answer comes first: the first paragraph answers in at most three sentences (lead.ts).
 * - A question decided mainly by state law (core/data/stateLawTopics.ts) says so, names what
 *   varies by state and lists federal law only where a section truly applies.
 * - A question no federal law clearly answers (relevance.ts) says so instead of showing weak
 *   matches.
 * - Otherwise the best-matching guide answers it, and each law block quotes the subsection of
 *   the official text that answers the question (passage.ts).
 *
 * No invented facts: every statement about a law comes from that record's own title, citation,
 * summary, penalties, official link or agency, or from the official text it quotes.
 */
import { DISCLAIMER } from '../brand';
import { findState, type UsState } from '../data/states';
import type { AnswerEngine, Jurisdiction, SearchResponse, Source } from '../schemas/legal';
import { formatAnswer, isOfficialUrl, type AnswerBlock, type LawBlock } from './format';
import { stateLawTopicOf, type StateLawMatch } from './jurisdiction';
import {
  ALSO_FEDERAL_HEADING,
  federalLead,
  LEAD_SUMMARY_SENTENCES,
  NO_MATCH_LEAD,
  NO_MATCH_ROUTES,
  noMatchRephrase,
  stateLead,
  stateRoute,
} from './lead';
import { nextStepsFor, noResultSteps, stateLawSteps } from './nextSteps';
import type { Passage } from './passage';
import { isRelevant } from './relevance';
import { sentences } from './text';
import type { ComposableLaw, PassageFinder, RankedLaw, SectionLaws } from './types';

export type { ComposableLaw, PassageFinder, RankedLaw, SectionLaws } from './types';

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

/** Penalties text that states no penalty is not shown as a "Penalties:" line. */
const NO_PENALTY = /^\s*(none stated|no penalt|not stated|n\/a\b|-?\s*$)/i;

/** Each law's passage, never the same passage twice in one answer. */
function passagesOf(laws: readonly ComposableLaw[], find: PassageFinder | undefined): (Passage | undefined)[] {
  const quoted: string[] = [];
  return laws.map((law) => {
    const passage = find?.(law, quoted);
    if (passage) quoted.push(passage.citation);
    return passage;
  });
}
export interface ComposeOptions {
  engine: LocalEngine;
  /** "Your state" (two-letter code), when the user has set it. */
  state?: string;
  passageFor?: PassageFinder;
  sectionLaws?: SectionLaws;
  /** The state-law topic as the caller read it (null: none applies); read from the question when absent. */
  stateLawTopic?: StateLawMatch | null;
}

export function composeAnswer(query: string, ranked: readonly RankedLaw[], options: ComposeOptions): SearchResponse {
  const usable = ranked.filter((r) => r.record && r.record.title.trim() && r.record.citation.trim() && Number.isFinite(r.score));
  const state = options.state ? findState(options.state) : undefined;
  const stateMatch = options.stateLawTopic === undefined ? stateLawTopicOf(query) : options.stateLawTopic;
  if (stateMatch) return stateLawAnswer(stateMatch, usable, state, options);
  if (usable.length === 0 || !isRelevant(query, usable)) return noAnswer(options.engine);

  const best = Math.max(...usable.map((r) => r.score));
  const blocks = usable
    .slice(0, MAX_LAW_BLOCKS)
    .filter((r, i) => i === 0 || best <= 0 || r.score >= best * BLOCK_SCORE_SHARE)
    .map((r) => r.record);
  const passages = passagesOf(blocks, options.passageFor);
  const top = blocks[0]!;
  const lead = federalLead(top.summary, passages[0]?.citation ?? top.citation, top, passages[0] && ownWords(passages[0]));

  const answer: AnswerBlock[] = [
    { kind: 'paragraph', text: lead },
    ...blocks.map((law, i) => lawBlock(law, blocks.slice(0, i), passages[i], i === 0 ? LEAD_SUMMARY_SENTENCES : 0)),
    { kind: 'disclaimer', text: DISCLAIMER },
    { kind: 'paragraph', text: ENGINE_LINES[options.engine] },
  ];
  const sources = usable.slice(0, MAX_SOURCES).map((r) => toSource(r.record));
  return {
    response: formatAnswer(answer),
    sources,
    nextSteps: nextStepsFor(blocks),
    engine: options.engine,
    jurisdiction: { kind: 'federal' },
  };
}

/** A passage's own words, without the parent's lead-in quoted before them ("… (1) sums paid as gifts"). */
function ownWords(passage: Passage): string {
  const designation = /\([^()]+\)$/.exec(passage.designation)?.[0];
  const at = designation ? passage.text.lastIndexOf(`${designation} `) : -1;
  return at >= 0 ? passage.text.slice(at) : passage.text;
}

/**
 * A state-law question: the lead says state law decides it; federal law is written out only
 * where a section truly applies (the topic's `alsoFederal`), under its own heading.
 */
function stateLawAnswer(
  match: StateLawMatch,
  usable: readonly RankedLaw[],
  state: UsState | undefined,
  options: ComposeOptions,
): SearchResponse {
  const federal: { law: ComposableLaw; why: string }[] = [];
  for (const { section, why } of match.alsoFederal) {
    const [title, number] = section.split('/');
    const candidates = options.sectionLaws?.(Number(title), number!) ?? [];
    // The guide the search ranked best for this section, else the section's first guide.
    const ranked = usable.find(
      (r) => r.record.kind === 'guide' && r.record.usc && `${r.record.usc.title}/${r.record.usc.section}` === section,
    )?.record;
    const law = ranked ?? candidates.find((c) => c.kind === 'guide') ?? candidates[0];
    if (law && !federal.some((f) => f.law.id === law.id)) federal.push({ law, why });
  }
  const laws = federal.slice(0, MAX_LAW_BLOCKS).map((f) => f.law);
  const passages = passagesOf(laws, options.passageFor);
  const answer: AnswerBlock[] = [
    { kind: 'paragraph', text: stateLead(match, state?.name, federal[0]?.why) },
    { kind: 'paragraph', text: stateRoute(match, state) },
  ];
  if (laws.length > 0) {
    answer.push({ kind: 'paragraph', text: ALSO_FEDERAL_HEADING });
    laws.forEach((law, i) => answer.push(lawBlock(law, laws.slice(0, i), passages[i])));
  }
  answer.push({ kind: 'disclaimer', text: DISCLAIMER }, { kind: 'paragraph', text: ENGINE_LINES[options.engine] });
  const jurisdiction: Jurisdiction = {
    kind: 'state',
    topicId: match.topic.id,
    topic: match.topic.label,
    varies: match.topic.varies,
    ...(state ? { stateCode: state.code } : {}),
  };
  return {
    response: formatAnswer(answer),
    // Only the federal law that applies: weak federal matches are not offered as sources.
    sources: laws.map(toSource),
    nextSteps: stateLawSteps(match.topic.label, state?.name, laws),
    engine: options.engine,
    jurisdiction,
  };
}

/**
 * The law block: title [citation], Verify (official links only), the quoted passage, Penalties
 * when stated, details. Penalties already written out for a law above are referred to rather
 * than repeated; `skipSentences` leaves out the summary sentences the lead already said.
 */
export function lawBlock(law: ComposableLaw, above: readonly ComposableLaw[] = [], passage?: Passage, skipSentences = 0): LawBlock {
  const details = sentences(law.summary).slice(skipSentences, skipSentences + 2);
  const block: LawBlock = { kind: 'law', title: law.title, badge: law.citation, details };
  if (isOfficialUrl(law.government_source)) block.verifyUrl = law.government_source;
  if (passage) block.quote = { citation: passage.citation, text: passage.text };
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

function noAnswer(engine: LocalEngine): SearchResponse {
  const text: AnswerBlock[] = [
    { kind: 'paragraph', text: NO_MATCH_LEAD },
    { kind: 'paragraph', text: noMatchRephrase() },
    { kind: 'paragraph', text: NO_MATCH_ROUTES },
    { kind: 'disclaimer', text: DISCLAIMER },
    { kind: 'paragraph', text: ENGINE_LINES[engine] },
  ];
  return { response: formatAnswer(text), sources: [], nextSteps: noResultSteps(), engine, jurisdiction: { kind: 'none' } };
}
