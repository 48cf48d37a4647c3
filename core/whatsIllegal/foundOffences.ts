/**
 * The offence search as the server's answer uses it (docs/understanding.md "What's Illegal: the
 * offence search"): for a typed activity nothing prepared answers and no law matched by words,
 * the sections that carry a criminal penalty which the strict gate shows (./penaltySearch.ts
 * show()), each confirmed in the corpus with its official heading, and the penalty read from the
 * official text of the section, or of the section it names for its penalty (15 U.S.C. § 1172 ->
 * § 1176). Server only: the 1 MB of section data is not shipped to the device.
 */
import { formatCitation, uscodeUrl } from '../laws/links';
import type { FoundOffence, SectionResolver } from './engine';
import { OffenceSearch } from './penaltySearch';
import { penaltySectionsOf, type PenaltySectionRow } from './penaltySections';
import rows from '../data/generated/penaltySections.json';

let search: OffenceSearch | undefined;
function offenceSearch(): OffenceSearch {
  return (search ??= new OffenceSearch(penaltySectionsOf(rows as unknown as Record<string, PenaltySectionRow>)));
}

export interface FoundOffencesDeps {
  resolveSection: SectionResolver;
  /** The penalty sentence a section's official text states (core/penalties/readPenalty.ts penaltySentence). */
  penaltyOf: (title: number, section: string) => Promise<string | undefined>;
}

export async function foundOffences(activity: string, { resolveSection, penaltyOf }: FoundOffencesDeps): Promise<FoundOffence[]> {
  const found: FoundOffence[] = [];
  for (const { entry } of offenceSearch().show(activity)) {
    const confirmed = resolveSection(entry.title, entry.section);
    if (!confirmed) continue;
    const citation = formatCitation(entry.title, entry.section);
    // '' : the text has criminal words but no clause the penalty reader can read: none is stated.
    const from = entry.penaltyFrom === undefined ? entry.key : entry.penaltyFrom;
    const [title, section] = from ? (from.split('/') as [string, string]) : [];
    const penalty = title && section ? await penaltyOf(Number(title), section) : undefined;
    const elsewhere = penalty && from !== entry.key ? { penaltySection: formatCitation(Number(title), section!) } : {};
    found.push({
      citation,
      title: confirmed.heading,
      url: uscodeUrl(entry.title, entry.section),
      ...(penalty ? { penalty } : {}),
      ...elsewhere,
    });
  }
  return found;
}
