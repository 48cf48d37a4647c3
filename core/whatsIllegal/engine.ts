/**
 * The local engine of "101 What's Illegal": answers from curated knowledge (a template
 * activity) or from the federal laws a search found (a typed activity), with honest state
 * guidance and the selected state's official sites. Pure: the server runs it with the law
 * corpus at hand (`resolveSection`, `searchFederal`); the browser runs it offline without.
 *
 * Nothing here invents a fact: federal statements come from the curated knowledge (each
 * section checked against the corpus by tests) or from the found laws' own records; state
 * statements are general ("varies by state") and point to the state's own site.
 */
import { DISCLAIMER } from '../brand';
import type { ActivityTemplate } from '../data/activities';
import type { UsState } from '../data/states';
import { formatCitation, uscodeUrl } from '../laws/links';
import type { AnswerEngine } from '../schemas/legal';
import type { WhatsIllegalResponse, WhatsIllegalSource } from '../schemas/whatsIllegal';
import { knowledgeOf, US_CODE, USA_GOV } from './knowledge';
import { callRecordingFact, sourceOf, stateLawLines, stateSources, stateStatuteNote } from './stateGuide';
import type { CourtCase, CuratedKnowledge, FederalProvision } from './types';
import type { TypedActivity } from './typed';

export type LocalEngine = Exclude<AnswerEngine, 'ai'>;

/** A section as the corpus has it: its official heading. */
export interface SectionInfo {
  heading: string;
}
/** Looks a U.S. Code section up in the law corpus; undefined when it is not there. */
export type SectionResolver = (title: number, section: string) => SectionInfo | undefined;

/** A federal law found for a typed activity (a law record or a source of the saved library). */
export interface FederalMatch {
  citation: string;
  title: string;
  url: string;
  /** Plain-English summary, when the law has one (guides). */
  summary?: string;
}

export interface LocalAnswerOptions {
  engine: LocalEngine;
  /** On the server: every cited section is confirmed in the corpus and shown with its official heading. */
  resolveSection?: SectionResolver;
}

/** Federal laws shown for a typed activity. */
export const MAX_FEDERAL_MATCHES = 3;

export const NO_SINGLE_STATUTE = 'No single statute';

const ENGINE_LINES: Record<AnswerEngine, Record<'template' | 'typed', string>> = {
  'built-in': {
    template: "Answered by the built-in engine (no AI) from Laws AI's curated guidance and the official U.S. Code.",
    typed: "Answered by the built-in engine (no AI) from a search of the official U.S. Code and Laws AI's general guidance.",
  },
  offline: {
    template: "Offline: answered on this device by the built-in engine (no AI) from Laws AI's curated guidance and the official U.S. Code.",
    typed:
      "Offline: answered on this device by the built-in engine (no AI) from a search of the official U.S. Code and Laws AI's general guidance.",
  },
  // The AI model rewrites the built-in engine's answer; its facts, statute, penalty and sources stay the engine's.
  ai: {
    template:
      "Answered by the AI model from Laws AI's curated guidance and the official U.S. Code; its citations were checked against the Laws AI library.",
    typed:
      "Answered by the AI model from a search of the official U.S. Code and Laws AI's general guidance; its citations were checked against the Laws AI library.",
  },
};

export function engineLine(engine: AnswerEngine, kind: 'template' | 'typed'): string {
  return ENGINE_LINES[engine][kind];
}

function withState(text: string, state: UsState): string {
  return text.replaceAll('{state}', state.name);
}

function block(heading: string, lines: readonly string[]): string {
  return [heading, ...lines.map((line) => `• ${line}`)].join('\n');
}

function caseName(c: CourtCase): string {
  return c.citation ? `${c.name}, ${c.citation}` : `${c.name} (${c.year})`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** At least one official .gov link in every answer (a state's own sites are not all .gov). */
function withGovLink(sources: WhatsIllegalSource[]): WhatsIllegalSource[] {
  return sources.some((s) => s.isGov) ? sources : [...sources, sourceOf(USA_GOV.title, USA_GOV.url)];
}

function closing(engine: AnswerEngine, kind: 'template' | 'typed'): string[] {
  return [`Disclaimer: ${DISCLAIMER}`, engineLine(engine, kind)];
}

/** What ends every answer: the disclaimer, then which engine answered (each its own paragraph). */
export function answerClosing(engine: AnswerEngine, kind: 'template' | 'typed'): string {
  return closing(engine, kind).join('\n\n');
}

interface ConfirmedProvision extends FederalProvision {
  citation: string;
  heading: string | undefined;
}

/** The answer to a template activity, from its curated knowledge. */
export function answerTemplateActivity(activity: ActivityTemplate, state: UsState, options: LocalAnswerOptions): WhatsIllegalResponse {
  const knowledge = knowledgeOf(activity.id);
  if (!knowledge) throw new Error(`No curated knowledge for activity ${activity.id}`);
  return answerCurated(knowledge, state, options);
}

/** What usually decides a typed activity whose entry lists nothing more specific. */
const TYPED_DECIDES = [
  'Where you do it, and which state, county and city you are in',
  'Whether a license, permit or registration is required',
  'Your age, and whether you are buying, selling, carrying or using it',
];

/** The answer to a typed activity that matches a curated entry (core/whatsIllegal/typed). */
export function answerTypedCurated(activity: TypedActivity, state: UsState, options: LocalAnswerOptions): WhatsIllegalResponse {
  return answerCurated({ ...activity, decides: activity.decides ?? TYPED_DECIDES }, state, options, activity.label);
}

/** An answer from curated knowledge; `readAs` says which curated activity a typed question was read as. */
export function answerCurated(
  knowledge: CuratedKnowledge,
  state: UsState,
  { engine, resolveSection }: LocalAnswerOptions,
  readAs?: string,
): WhatsIllegalResponse {
  const text = (t: string) => withState(t, state);

  // With the corpus at hand, a section it does not hold is never shown.
  const provisions: ConfirmedProvision[] = [];
  for (const provision of knowledge.federal) {
    const found = resolveSection ? resolveSection(provision.title, provision.section) : undefined;
    if (resolveSection && !found) continue;
    provisions.push({
      ...provision,
      citation: formatCitation(provision.title, provision.section) + (provision.subsection ?? ''),
      heading: found?.heading,
    });
  }
  const cases = knowledge.cases ?? [];
  const fact = knowledge.stateRule === 'call-recording-consent' ? callRecordingFact(state) : undefined;

  const federalLines = provisions.length
    ? provisions.map((p) => `${p.citation} (${p.label}): ${text(p.point)}${p.quote ? ` Official text: “${p.quote}”` : ''}`)
    : [
        `${NO_SINGLE_STATUTE} governs this at the federal level. ${knowledge.noFederalStatute ?? 'No federal statute in the law library was confirmed for this activity.'}`,
      ];
  const parts = [
    ...(readAs ? [`Laws AI read your question as: ${readAs}.`] : []),
    text(knowledge.summary),
    block('Federal law:', federalLines),
    ...(cases.length
      ? [
          block(
            'Court decisions:',
            cases.map((c) => `${caseName(c)}: ${text(c.point)}`),
          ),
        ]
      : []),
    block('How states and cities commonly treat it:', knowledge.stateTreatment.map(text)),
    block('What usually decides whether it is legal:', knowledge.decides.map(text)),
    `Typical penalties: ${text(knowledge.penalty)}`,
    block(`What ${state.name} law says:`, stateLawLines(state, fact)),
    ...closing(engine, 'template'),
  ];

  const statuteParts = [
    provisions.length
      ? `Federal: ${provisions.map((p) => `${p.citation} (${p.label})`).join('; ')}.`
      : `${NO_SINGLE_STATUTE} governs this at the federal level.`,
    ...(cases.length ? [`Court decisions: ${cases.map(caseName).join('; ')}.`] : []),
    stateStatuteNote(state, fact),
  ];

  const sectionSources = new Map<string, WhatsIllegalSource>();
  for (const p of provisions) {
    const url = uscodeUrl(p.title, p.section);
    if (!sectionSources.has(url))
      sectionSources.set(url, sourceOf(`${formatCitation(p.title, p.section)} — ${p.heading ?? capitalize(p.label)}`, url));
  }
  const sources = withGovLink([
    ...sectionSources.values(),
    ...(knowledge.links ?? []).map((link) => sourceOf(link.title, link.url)),
    ...stateSources(state),
  ]);

  return { answer: parts.join('\n\n'), sources, statute: statuteParts.join(' '), penalty: text(knowledge.penalty), engine };
}

/** A bare section's "summary" only repeats its heading; it is not shown as an explanation. */
function explanationOf(match: FederalMatch): string | undefined {
  const summary = match.summary?.trim();
  if (!summary || /^official heading of/i.test(summary)) return undefined;
  const first = /^.*?[.!?](?=\s|$)/.exec(summary)?.[0] ?? summary;
  return first;
}

/** A typed activity offline, with no saved law library to search. */
export const FEDERAL_SEARCH_UNAVAILABLE =
  'The federal law search is not available on this device right now: you are offline and the law library is not saved here. While connected, ask again, or use "Save the library for offline use" on the Federal Laws Database page to search federal law offline.';

/** The honest lead when no federal law was found for a typed activity (never "no federal law applies"). */
export const NO_FEDERAL_LAW_FOUND = 'Laws AI found no federal law about it';

/** Offline, a catalogue section is shown from the catalogue's own data. */
export const CATALOGUE_OFFLINE =
  'Offline, the heading comes from data Laws AI built from the official text of the U.S. Code; this device could not check the current text or read the penalty.';

/** Offline, the sections that carry a criminal penalty cannot be searched (they are searched on the server). */
export const OFFENCE_SEARCH_OFFLINE =
  'Offline, Laws AI could not search the sections of the U.S. Code that carry a criminal penalty; ask again when you are connected.';

function noFederalLawLine(state: UsState, engine: AnswerEngine): string {
  const where = state.statutesUrl ?? state.legislatureUrl;
  return `${NO_FEDERAL_LAW_FOUND}. This does not mean none exists: state and local law usually decide activities like this.${engine === 'offline' ? ` ${OFFENCE_SEARCH_OFFLINE}` : ''} Check ${state.name}'s official code: ${where}`;
}

export const TYPED_PENALTY =
  'Laws AI has no reliable penalty for this activity. If a state law or local ordinance covers it, penalties vary by state and by the kind of offense: infractions usually bring a fine, misdemeanors can bring fines and jail time, and felonies more. Check the official sources below.';

/** The answer to a typed activity: the federal laws found for its words and honest state guidance. */
export function answerTypedActivity(
  activity: string,
  state: UsState,
  matches: readonly FederalMatch[] | null,
  { engine }: LocalAnswerOptions,
  /**
   * 'offence': the sections of ./offences.ts, which make what the activity describes an offence;
   * 'offence-search': sections that carry a criminal penalty, found by the offence search (./penaltySearch.ts);
   * 'catalogue': a section of the offence catalogue whose plain-English description the activity matches (./catalogue).
   */
  from: 'search' | 'offence' | 'offence-search' | 'catalogue' = 'search',
  /** The offence's penalty, read from its section's official text (./offenceData.ts). */
  offencePenaltyText?: string,
): WhatsIllegalResponse {
  const offence = from !== 'search';
  const penalty = offence && offencePenaltyText ? offencePenaltyText : TYPED_PENALTY;
  const found = (matches ?? []).filter((m) => m.citation.trim() && m.title.trim()).slice(0, MAX_FEDERAL_MATCHES);
  /** The word for one found section or for several. */
  const n = (one: string, several: string) => (found.length > 1 ? several : one);
  const federal =
    matches === null
      ? [block('Federal law:', [FEDERAL_SEARCH_UNAVAILABLE])]
      : found.length
        ? [
            block(
              from === 'offence'
                ? 'Federal law that makes what you describe an offence:'
                : from === 'offence-search' || from === 'catalogue'
                  ? 'Federal law that may make what you describe an offence:'
                  : 'Federal laws that match your words:',
              found.map((m) => {
                const why = explanationOf(m);
                return `${m.citation} — ${m.title}${why ? `: ${why}` : ''}`;
              }),
            ),
            from === 'catalogue'
              ? `${n('This section was', 'These sections were')} found by matching the words of your activity to plain-English descriptions of federal offences written from the official text; this is not a reviewed guide for your activity, and whether ${n('it applies', 'they apply')} depends on the facts the section requires.${engine === 'offline' ? ` ${CATALOGUE_OFFLINE}` : ''} Read ${n('it', 'them')} at the official link before relying on ${n('it', 'them')}.`
              : from === 'offence-search'
                ? `${n('This section was', 'These sections were')} found by matching the words of your activity to the official headings and text; ${n('it was', 'they were')} not reviewed for this activity, and whether ${n('it applies', 'they apply')} depends on the facts the section requires. Read ${n('it', 'them')} at the official link before relying on ${n('it', 'them')}.`
                : from === 'offence'
                  ? `Laws AI matched your description to these sections from a reviewed list of everyday descriptions of federal offences; whether they apply depends on the facts the section requires.${engine === 'offline' ? ' Offline, the headings and the penalty come from data Laws AI built from the official text of the U.S. Code; this device could not check the current text.' : ''} Read them at the official links before relying on them.`
                  : 'These were found by matching words; Laws AI has not confirmed that they apply to what you describe. Read them at the official links before relying on them.',
          ]
        : [block('Federal law:', [noFederalLawLine(state, engine)])];

  const parts = [
    from === 'catalogue' && found.length
      ? `Laws AI has no curated guidance for "${activity}". It compared what you describe with descriptions of federal offences and found ${n('a section', 'sections')} that may make it an offence; ${state.name}'s own law may also apply.`
      : from === 'offence-search' && found.length
        ? `Laws AI has no curated guidance for "${activity}". It searched the sections of the U.S. Code that carry a criminal penalty and found ${n('a section', 'sections')} that may make what you describe an offence; ${state.name}'s own law may also apply.`
        : offence && found.length
          ? `Laws AI has no curated guidance for "${activity}", but what you describe is the kind of conduct the federal ${n('section below makes', 'sections below make')} an offence; ${state.name}'s own law may also apply.`
          : `Laws AI has no curated guidance for "${activity}", so this answer shows the federal laws whose words best match yours and where to check ${state.name}'s own law. Most everyday activities are governed mainly by state law and local ordinances, not federal law.`,
    ...federal,
    block('How states and cities commonly treat everyday activities:', [
      'State criminal, traffic and health codes set the general rules; cities and counties add ordinances on parks, noise, permits, zoning and public places.',
      'Federal law applies everywhere, but for everyday activities it matters mostly on federal land (such as national parks and forests), for activity across state lines, and in areas Congress regulates directly.',
    ]),
    block('What usually decides whether it is legal:', [
      'Where you do it: public or private property, and which city or county',
      'Whether a permit or license is required',
      'Local ordinances and posted rules',
      'Whether it harms, endangers or disturbs other people or their property',
    ]),
    from === 'offence' && offencePenaltyText
      ? `Federal penalty, as the section's official text states it: ${penalty}`
      : (from === 'offence-search' || from === 'catalogue') && offencePenaltyText
        ? `Federal penalty: ${penalty}`
        : `Typical penalties: ${TYPED_PENALTY}`,
    block(`What ${state.name} law says:`, stateLawLines(state)),
    ...closing(engine, 'typed'),
  ];

  const statute = [
    matches === null
      ? `${NO_SINGLE_STATUTE} identified for this activity: the federal law search was not available offline on this device.`
      : offence && found.length
        ? `${found.map((m) => `${m.citation} (${m.title})`).join('; ')}.`
        : found.length
          ? `${NO_SINGLE_STATUTE} identified for this activity. Closest federal matches: ${found.map((m) => `${m.citation} (${m.title})`).join('; ')}.`
          : `${NO_SINGLE_STATUTE} identified for this activity: ${NO_FEDERAL_LAW_FOUND}.`,
    stateStatuteNote(state),
  ].join(' ');

  const sources = withGovLink([
    ...found.map((m) => sourceOf(`${m.citation} — ${m.title}`, m.url)),
    sourceOf(US_CODE.title, US_CODE.url),
    ...stateSources(state),
  ]);
  return { answer: parts.join('\n\n'), sources, statute, penalty, engine };
}

/** A section the offence search found, with the penalty sentence read from the official text. */
export interface FoundOffence extends FederalMatch {
  penalty?: string;
  /** The section whose text states the penalty, when it is not this one ("15 U.S.C. § 1176" for § 1172). */
  penaltySection?: string;
  /** The offence catalogue's lead under its usual share: never preferred to a prepared activity. */
  low?: boolean;
}
