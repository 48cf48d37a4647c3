/**
 * Answers a What's Illegal request with the local engine (./engine.ts writes the answers): a
 * template activity, a prepared typed activity, an everyday description of a federal offence, the
 * offence catalogue, then the word search and the sections that carry a criminal penalty; the
 * context of the activity (./lawfulContext.ts) clears an offence its words describe but that does
 * not apply. Pure: the server and the device pass what they have (`AnswerDeps`).
 */
import { findState } from '../data/states';
import { formatCitation, uscodeUrl } from '../laws/links';
import type { WhatsIllegalRequest, WhatsIllegalResponse } from '../schemas/whatsIllegal';
import type { ActivityTemplate } from '../data/activities';
import {
  answerTemplateActivity,
  answerTypedActivity,
  answerTypedCurated,
  TYPED_PENALTY,
  type FederalMatch,
  type FoundOffence,
  type LocalAnswerOptions,
  type SectionResolver,
} from './engine';
import type { CatalogueAsk } from './catalogue/matches';
import { aboutSomeoneElse, clearedSection } from './lawfulContext';
import { offencePenalty, offenceSectionHeading } from './offenceData';
import { offenceOf, type OffenceWords } from './offences';
import { matchActivity, matchActivityLoosely, parseQuestion } from './question';
import { matchTypedActivity, type TypedActivity } from './typed';
import { phraseKey } from './typed/words';

export interface AnswerDeps extends LocalAnswerOptions {
  /** Federal laws matching a typed activity's words, best first; null when no search is available (offline). */
  searchFederal?: (activity: string) => readonly FederalMatch[] | null | Promise<readonly FederalMatch[] | null>;
  /**
   * Sections that carry a criminal penalty and whose words the activity names (./penaltySearch.ts
   * show(): a strict gate), each with its official heading and, when its text (or the section it
   * names for its penalty) states one, the penalty sentence; asked only when searchFederal found
   * nothing. The server has it; the device does not (the answer says it could not search).
   */
  searchOffences?: (activity: string) => Promise<readonly FoundOffence[]>;
  /**
   * The sections of the offence catalogue (./catalogue) whose plain-English description the
   * activity matches, behind the finder's gate, with the official heading and (on the server) the
   * penalty sentence; asked for a typed activity nothing prepared answers, before the word search,
   * and with `ask` (./catalogue/matches.ts) for one a prepared activity matched. The server and the
   * device both have it.
   */
  findOffence?: (activity: string, ask?: CatalogueAsk) => Promise<readonly FoundOffence[]>;
  /**
   * The penalty a section's official text states (core/penalties/readPenalty.ts penaltySentence),
   * undefined when it states none; the server reads the text, the device has none.
   */
  penaltyOf?: (title: number, section: string) => Promise<string | undefined>;
}

/** A found section's penalty, read from its official text, for a typed activity no curated entry answers. */
export function foundSectionPenalty(citation: string, sentence: string, penaltySection?: string): string {
  const states = penaltySection
    ? `the penalty the official text of ${penaltySection} states for it`
    : 'the penalty its official text states';
  return `Laws AI has not confirmed that ${citation} applies to what you describe. If it does, ${states}: ${sentence} If a state law or local ordinance covers it instead, penalties vary by state and by the kind of offense.`;
}

/** What the question asks about: a template (by its phrase, label or a common variant) or typed words. */
export function activityOfRequest(
  question: string,
): { template: ActivityTemplate } | { curated: TypedActivity; groups: number; phrases: readonly string[] } | { typed: string } {
  const { activity } = parseQuestion(question);
  const template = matchActivity(activity);
  if (template) return { template };
  const curated = matchTypedActivity(activity);
  if (curated) return { curated: curated.activity, groups: curated.groups, phrases: curated.phrases };
  // A paraphrase of a template ("fly a drone over a neighbor's house", "own a ferret").
  const paraphrased = matchActivityLoosely(activity);
  return paraphrased ? { template: paraphrased } : { typed: activity };
}

/**
 * A prepared activity met on this many of its word groups or more is preferred to the offence
 * catalogue unless the catalogue's match is strong (docs/understanding.md, the offence catalogue).
 */
export const STRONG_PREPARED_GROUPS = 2;

/** Answers a validated request (whatsIllegalRequestSchema) with the local engine. */
export async function answerWhatsIllegal(request: WhatsIllegalRequest, deps: AnswerDeps): Promise<WhatsIllegalResponse> {
  const state = findState(request.state);
  if (!state) throw new Error(`Unknown state: ${request.state}`);
  const asked = activityOfRequest(request.question);
  if ('template' in asked) return answerTemplateActivity(asked.template, state, deps);
  // An everyday description of a federal offence is read before the curated activities, whose
  // broader words ("cash", "number", "license") would otherwise take it elsewhere.
  const typed = 'curated' in asked ? parseQuestion(request.question).activity : asked.typed;
  // What the context clears (./lawfulContext.ts): someone else's conduct, or the owner's consent.
  if (aboutSomeoneElse(typed)) return answerTypedActivity(typed, state, [], deps);
  const cleared = (citation: string) => clearedSection(typed, citation);
  const curatedCleared =
    'curated' in asked && asked.curated.federal.length > 0 && asked.curated.federal.every((p) => cleared(`${p.title}/${p.section}`));
  const offence = offenceOf(typed);
  const offenceFound = offence ? offenceMatches(offence, deps.resolveSection) : [];
  const offenceLaws = offenceFound.filter((m) => !cleared(m.citation));
  if (offence && offenceLaws.length) return answerTypedActivity(typed, state, offenceLaws, deps, 'offence', offencePenalty(offence));
  // A federal offence described in everyday words: for a prepared activity, only a strong match to
  // a section it does not cite (a more specific offence: selling spy bugs, 18 U.S.C. § 2512, is not
  // the recording activity's § 2511); otherwise any match the finder's gate lets through. A prepared
  // activity met on one idea alone (an eagle on arcade tokens) gives way to the finder's own gate
  // when the finder leads with the same section without that idea's words: the catalogue reads the
  // activity as another offence, not the prepared one (a Ponzi scheme stays the prepared fraud).
  // Weighing the lead's words beyond the prepared ones (./catalogue/beyondPrepared.ts) instead lost
  // the Ponzi scheme (docs/understanding.md "Twelfth pass (s13-wicode)").
  const oneIdea = 'curated' in asked && asked.groups < STRONG_PREPARED_GROUPS;
  // A prepared activity met on two ideas gives way to the finder's usual lead when that lead names
  // enough of the activity beyond the prepared words (./catalogue/beyondPrepared.ts): one finding
  // gives the strong lead or, failing it, that usual lead.
  const ask: CatalogueAsk | undefined =
    'curated' in asked && !oneIdea && !curatedCleared ? { strong: true, beyond: asked.phrases } : undefined;
  let described = deps.findOffence ? await deps.findOffence(typed, ask) : [];
  if (oneIdea && !curatedCleared && described[0] && deps.findOffence) {
    const own = new Set(asked.phrases.flatMap((p) => p.split(' ')));
    const rest = typed
      .split(/\s+/)
      .filter((w) => !own.has(phraseKey(w)))
      .join(' ');
    const without = await deps.findOffence(rest);
    if (without[0]?.citation !== described[0].citation) described = await deps.findOffence(typed, { strong: true });
  }
  // A lead the finder gives under its usual share never displaces a prepared activity.
  described = described.filter((m) => !('curated' in asked) || !m.low).map(({ low: _low, ...m }) => m);
  const describedAll = described;
  described = described.filter((m) => !cleared(m.citation));
  const lead = described[0];
  if ('curated' in asked && !curatedCleared) {
    const cited = asked.curated.federal.map((p) => formatCitation(p.title, p.section));
    if (!lead || cited.includes(lead.citation)) return answerTypedCurated(asked.curated, state, deps);
  }
  if (lead)
    return answerTypedActivity(
      typed,
      state,
      described,
      deps,
      'catalogue',
      lead.penalty && foundSectionPenalty(lead.citation, lead.penalty, lead.penaltySection),
    );
  // An offence the words describe was cleared by the context: no other section is looked for.
  if (curatedCleared || offenceFound.length > offenceLaws.length || describedAll.length > described.length)
    return answerTypedActivity(typed, state, [], deps);
  const matches = deps.searchFederal ? await deps.searchFederal(typed) : null;
  // Nothing matched the words: the sections that carry a criminal penalty, behind a strict gate.
  if (matches && matches.length === 0 && deps.searchOffences) {
    const offences = await deps.searchOffences(typed);
    const first = offences[0];
    if (first)
      return answerTypedActivity(
        typed,
        state,
        offences,
        deps,
        'offence-search',
        first.penalty && foundSectionPenalty(first.citation, first.penalty, first.penaltySection),
      );
  }
  // The first found U.S. Code section's penalty, read from its text (an unprepared offence).
  const first = matches?.[0] && /^(\d+) U\.S\.C\. § ([0-9A-Za-z-]+)$/.exec(matches[0].citation.trim());
  const sentence = first && deps.penaltyOf ? await deps.penaltyOf(Number(first[1]), first[2]!) : undefined;
  const reply = answerTypedActivity(typed, state, matches, deps);
  if (!first || !sentence) return reply;
  const penalty = foundSectionPenalty(matches![0]!.citation, sentence);
  return { ...reply, penalty, answer: reply.answer.replace(`Typical penalties: ${TYPED_PENALTY}`, `Typical penalties: ${penalty}`) };
}

/**
 * The sections of an everyday description of a federal offence (./offences.ts), each shown with
 * its official heading: on the server confirmed in the corpus; offline (no resolver) from the data
 * built from the official text at build time (core/data/generated/offenceSections.json).
 */
export function offenceMatches(offence: OffenceWords, resolve: SectionResolver | undefined): FederalMatch[] {
  return offence.sections.flatMap((key) => {
    const [title, section] = key.split('/') as [string, string];
    const built = offenceSectionHeading(key);
    const found = resolve ? resolve(Number(title), section) : built ? { heading: built } : undefined;
    return found
      ? [{ citation: formatCitation(Number(title), section), title: found.heading, url: uscodeUrl(Number(title), section) }]
      : [];
  });
}
