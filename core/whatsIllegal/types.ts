import type { ActivityId } from '../data/activities';

/**
 * Curated knowledge about one activity template, written by people and checked by
 * tests. Rules:
 * - Federal provisions name a U.S. Code section that is in the law corpus (the test looks each
 *   one up); `point` says in plain English what it means for this activity.
 * - Court cases are named as cases (name, year and, only where certain, the U.S. Reports
 *   citation); they are not U.S. Code citations.
 * - Nothing here names a state statute number or a state's own penalty: state law is described
 *   as how states commonly treat the activity, and the answer sends the user to the selected
 *   state's official site.
 * - Penalties are ranges or kinds of penalty, with "varies by state" where states differ; a
 *   figure appears only where a cited federal statute states it.
 * Text may use {state}, replaced by the selected state's name.
 */
export interface FederalProvision {
  title: number;
  /** As in the corpus ("39B", "460l-6d"). */
  section: string;
  /** A few words for the legal reference box, e.g. "recreational drone flying". */
  label: string;
  /** What the section means for this activity. */
  point: string;
  /** The subsection the point rests on, e.g. "(b)(1)": shown after the section number. */
  subsection?: string;
  /** Words of the official text, verbatim (a test finds them in the section), quoted in the answer. */
  quote?: string;
}

export interface CourtCase {
  name: string;
  /** e.g. "491 U.S. 397 (1989)"; omitted where only the year is given. */
  citation?: string;
  year: number;
  point: string;
}

export interface OfficialLink {
  title: string;
  /** https; an official government site. */
  url: string;
}

/** Curated knowledge of an activity, a template's or a typed one's (core/whatsIllegal/typed). */
export interface CuratedKnowledge {
  /** The short answer, first in the reply. */
  summary: string;
  federal: readonly FederalProvision[];
  /** Required when `federal` is empty: why no federal statute governs it. */
  noFederalStatute?: string;
  cases?: readonly CourtCase[];
  /** How states and cities commonly treat it. */
  stateTreatment: readonly string[];
  /** What usually decides whether it is legal (permits, local ordinances, property type ...). */
  decides: readonly string[];
  /** The potential-penalty box. */
  penalty: string;
  /** Federal agencies and other official pages worth checking. */
  links?: readonly OfficialLink[];
  /** A state rule kept as reviewed data that the answer states for the user's state (core/data/callRecordingConsent.ts). */
  stateRule?: 'call-recording-consent';
}

export interface ActivityKnowledge extends CuratedKnowledge {
  id: ActivityId;
}
