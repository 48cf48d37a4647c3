/**
 * The offence list's sections as data built from the official text (core/data/generated/offenceSections.json, by
 * scripts/build-offence-sections.ts): each section's official heading and the penalty clauses
 * its text states. Lets the offline What's Illegal name an offence's section and penalty without
 * the corpus, and the server state the penalty read from the text.
 */
import { penaltySentence, type PenaltyClause } from '../penalties/readPenalty';
import { formatCitation } from '../laws/links';
import sectionsJson from '../data/generated/offenceSections.json';
import { offenceWords, type OffenceWords } from './offences';

export interface OffenceSectionData {
  heading: string;
  penalties: PenaltyClause[];
}

const SECTIONS = sectionsJson as Record<string, OffenceSectionData>;

/** Every `title/section` the list names, for its sections or its penalty. */
export function offenceSectionKeys(): string[] {
  return [...new Set(offenceWords.flatMap((o) => [...o.sections, ...(o.penalty?.section ? [o.penalty.section] : [])]))].sort();
}

/** A listed section's official heading, as built from the official text. */
export function offenceSectionHeading(key: string): string | undefined {
  return SECTIONS[key]?.heading;
}

/** The penalty of an offence, read from its section's text (never a figure the text does not state). */
export function offencePenalty(offence: OffenceWords): string | undefined {
  const key = offence.penalty?.section ?? offence.sections[0];
  const data = key ? SECTIONS[key] : undefined;
  if (!key || !data) return undefined;
  const [title, section] = key.split('/') as [string, string];
  return penaltySentence(formatCitation(Number(title), section), data.penalties, offence.penalty?.subsection, offence.penalty?.clause);
}
