import type { CuratedKnowledge } from '../types';

/**
 * Curated knowledge of an activity people type, written for a legal reviewer:
 * - `when` says what a typed question must mean for this entry to answer it: every group must
 *   be matched by one of its items, an item being a concept of the lexicon ("@handgun": pistol,
 *   Glock, revolver ...) or words (stemmed, so "buying" meets "buy").
 * - `unless`: items that mean the question is about something else.
 * - Each federal provision's `point` states only what its section's official text says (the
 *   test looks each section up); `penalty` is built with ./penalty from the statute's own
 *   figures and 18 U.S.C. §§ 3559, 3571.
 * Text may use {state}, replaced by the selected state's name.
 */
export interface TypedActivity extends Omit<CuratedKnowledge, 'decides'> {
  id: string;
  /** What the activity is, e.g. "Buying a handgun under 21". */
  label: string;
  when: readonly (readonly string[])[];
  unless?: readonly string[];
  /** What usually decides it; a general list is used when omitted. */
  decides?: readonly string[];
}
