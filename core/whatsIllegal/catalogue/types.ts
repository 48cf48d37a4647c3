/**
 * One entry of the offence catalogue (docs/understanding.md "What's Illegal: the offence
 * catalogue"): a section of the U.S. Code that makes conduct an offence, described in the
 * everyday words people type, written by reading the section's official text.
 */
export interface CatalogueEntry {
  /** "18/1082": title and section. */
  key: string;
  /** The section's official heading (checked against the official text by a test). */
  heading: string;
  /** The prohibited conduct in plain English, with the everyday words people use for it. */
  does: string;
  /**
   * What the activity must name for the section to apply: every group must be met; a group is
   * alternatives separated by "|", and an alternative of several words needs all of them
   * ("child support"). Words are compared by their stems ("boats" meets "boat").
   */
  needs: string[];
  /**
   * What the section's own text leaves out, as alternatives separated by "|": an activity that names
   * one of them is not this entry's (a motor vehicle is not a "consumer product", 15 U.S.C.
   * § 2052(a)(5)(C)).
   */
  unless?: string;
  /** The section whose official text states the penalty, when another one does ("18/2261" for § 2261A). */
  penaltyIn?: string;
  /**
   * A catch-all for the rules of a place (a national park's, a national forest's, BLM land's): it
   * answers an activity nothing prepared holds, but is never preferred to a prepared activity.
   */
  broad?: boolean;
}
