/**
 * Where to turn when state law decides a question or nothing in the federal library fits
 * (docs/understanding.md "State-law posts"): which kind of law decides, and next steps in the
 * person's state. Reviewed data: every link is one already checked in ../shared/data
 * (legal-aid-resources.json, state-codes.json) or in core/data/legalResources.ts (211); a
 * place with no checked link (the state courts' self-help center) is named without one.
 */
import { findState, officialLawSite, type UsState } from '../data/states';
import type { NextStep } from '../schemas/legal';
import { AREA_RULES } from './areas';
import type { Reading } from './read';
import { stateForAnswer } from './read';

export interface TurnResource {
  id: 'court-self-help' | 'legal-aid' | 'lawyer-referral' | '211' | 'state-law';
  title: string;
  /** One or two sentences, the links written out. */
  text: (state: UsState | undefined) => string;
  /** Where each link comes from. */
  source: string;
}

const LAWHELP = 'https://www.lawhelp.org';
const LSC = 'https://www.lsc.gov/about-lsc/what-legal-aid/get-legal-help';
const ABA_REFERRAL = 'https://www.americanbar.org/groups/lawyer_referral/resources/lawyer-referral-directory/';
const TWO_ONE_ONE = 'https://www.211.org';

export const TURN_RESOURCES: readonly TurnResource[] = [
  {
    id: 'court-self-help',
    title: 'Your state courts’ self-help center',
    text: (s) =>
      `${s ? `${s.name}’s` : 'Your state’s'} court system has free self-help information and court forms for people without a lawyer: look for the ${s ? `${s.name} courts’` : 'state courts’'} self-help center on the courts’ official website, or ask the clerk of your local court.`,
    source: 'Named without a link: no self-help center address has been checked for this app.',
  },
  {
    id: 'legal-aid',
    title: 'Find free legal help',
    text: (s) =>
      `LawHelp.org (${LAWHELP}) lists free legal aid programs and self-help guides${s ? ` for ${s.name}` : ' by state'}; the Legal Services Corporation’s locator (${LSC}) finds the LSC-funded legal aid program that serves where you live. Most have income limits.`,
    source: '../shared/data/legal-aid-resources.json (LawHelp.org; Legal Services Corporation).',
  },
  {
    id: 'lawyer-referral',
    title: 'A lawyer through the state bar',
    text: (s) =>
      `${s ? `The ${s.name}` : 'Your state or local'} bar’s lawyer referral service matches you with a licensed lawyer for your kind of problem; find it in the ABA Lawyer Referral Directory (${ABA_REFERRAL}).`,
    source: '../shared/data/legal-aid-resources.json (ABA Lawyer Referral Directory).',
  },
  {
    id: '211',
    title: 'Call 211',
    text: () => `Dial 2-1-1 (or visit ${TWO_ONE_ONE}) for free, confidential referrals to local help, including legal clinics.`,
    source: 'core/data/legalResources.ts (211, the United Way referral line).',
  },
  {
    id: 'state-law',
    title: 'Read your state’s law',
    text: (s) => {
      if (!s)
        return 'The state-law chat at /state-laws answers questions about the state you pick there, with links to that state’s own code.';
      const site = officialLawSite(s);
      return `${s.name}’s law is published in the ${s.statutoryCode.replace(/\s*\(.*\)\s*$/, '')}: ${site.url}. The state-law chat at /state-laws answers questions about ${s.name}.`;
    },
    source: '../shared/data/state-codes.json through core/data/generated/states.json (statutesUrl, else legislatureUrl).',
  },
];

export interface WhereToTurn {
  /** Which kind of law decides, one sentence. */
  decidedBy: string;
  state?: UsState;
  /** Whether the state came from the question or from the saved state. */
  stateFrom?: 'question' | 'saved';
  /** "Answering for Texas, named in your question; your saved state is Ohio." when they differ. */
  stateNote?: string;
  steps: NextStep[];
}

/** "Answering for Texas, named in your question; your saved state is Ohio." */
export function stateNamedNote(named: UsState, saved: UsState | undefined): string {
  return saved && saved.code !== named.code
    ? `Answering for ${named.name}, named in your question; your saved state is ${saved.name}.`
    : `Answering for ${named.name}, named in your question.`;
}

/** Which law decides the reading's area, in one plain sentence. */
export function whoDecides(reading: Pick<Reading, 'area'> | undefined): string {
  const area = reading?.area ? AREA_RULES.find((a) => a.id === reading.area!.id) : undefined;
  if (area?.decidedBy === 'state')
    return `Questions about ${area.label} are decided mainly by state law (and local rules), not by a federal statute.`;
  if (area?.decidedBy === 'both')
    return `Both federal and state law can apply to ${area.label}; where no federal law fits, your state’s law decides.`;
  return 'Many everyday questions (deposits, repairs, divorce, custody, wills, injuries, traffic tickets, final paychecks and most crimes) are decided by state law rather than a federal statute.';
}

/** Where to turn, for the state the question names (else the saved one). */
export function whereToTurn(reading: Pick<Reading, 'area' | 'states'> | undefined, savedState?: string): WhereToTurn {
  const pick = reading ? stateForAnswer(reading, savedState) : savedState ? { code: savedState, from: 'saved' as const } : undefined;
  const state = pick ? findState(pick.code) : undefined;
  const saved = savedState ? findState(savedState) : undefined;
  const steps = TURN_RESOURCES.map((r) => ({
    title: r.id === 'court-self-help' && state ? `${state.name} courts’ self-help center` : r.title,
    description: r.text(state),
  }));
  return {
    decidedBy: whoDecides(reading),
    ...(state ? { state, stateFrom: pick!.from } : {}),
    ...(state && pick?.from === 'question' ? { stateNote: stateNamedNote(state, saved) } : {}),
    steps,
  };
}
