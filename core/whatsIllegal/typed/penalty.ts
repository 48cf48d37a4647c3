/**
 * Penalty sentences for curated activities, built from the statute's own figures so that every
 * criminal fine shows the statute's figure and the 18 U.S.C. § 3571 ceiling where higher, each
 * with its citation, and every inflation-adjusted civil penalty says so.
 */
import { CIVIL_INFLATION_NOTE, criminalFineText, prisonText, type CriminalFineInput } from '../../penalties';

export interface CrimeInput extends CriminalFineInput {
  /** The section (and subsection) that sets the punishment, e.g. "18 U.S.C. § 924(a)(1)". */
  statute: string;
  /** What is punished, when the activity's answer covers several offenses ("Selling to a minor"). */
  what?: string;
}

/** "Up to 5 years in prison (18 U.S.C. § 924(a)(1)); 18 U.S.C. § 924(a)(1) sets no dollar amount of its own; ... $250,000 ...". */
export function crime(input: CrimeInput): string {
  const prison = input.maxPrison === 'none' ? 'No prison term' : capitalize(prisonText(input.maxPrison));
  const lead = `${input.what ? `${input.what}: ` : ''}${input.what ? prison.charAt(0).toLowerCase() + prison.slice(1) : prison} (${input.statute})`;
  return `${lead}; ${criminalFineText({ ...input, statuteCitation: input.statute })}`;
}

/** A civil penalty stated in a statute that the agency adjusts for inflation every year. */
export function civil(text: string): string {
  return `${text} (the amount is ${CIVIL_INFLATION_NOTE}).`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
