/**
 * The sections of the U.S. Code that carry a criminal penalty, as data built from the official
 * text (core/data/generated/penaltySections.json, by scripts/build-penalty-sections.ts): what the offence search
 * (./penaltySearch.ts) reads for an activity no prepared answer holds.
 */

/** Characters of each section's operative text kept (the prohibition is stated first). */
export const PENALTY_TEXT_CHARS = 600;

/**
 * [official heading, opening of the operative text] for a section that states its own penalty;
 * a third element names the section whose text states it ("15/1176" for 15 U.S.C. § 1172), or
 * is '' when the text has criminal words but no clause the penalty reader can read.
 */
export type PenaltySectionRow = [heading: string, text: string] | [heading: string, text: string, penaltyFrom: string];

export interface PenaltySection {
  key: string;
  title: number;
  section: string;
  heading: string;
  text: string;
  /** Where the penalty is read: this section (undefined), another section, or nowhere (''). */
  penaltyFrom?: string;
}

export function penaltySectionsOf(rows: Readonly<Record<string, PenaltySectionRow>>): PenaltySection[] {
  return Object.entries(rows).map(([key, [heading, text, penaltyFrom]]) => {
    const [title, section] = key.split('/') as [string, string];
    return { key, title: Number(title), section, heading, text, ...(penaltyFrom !== undefined ? { penaltyFrom } : {}) };
  });
}
