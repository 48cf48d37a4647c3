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
import { catalogueMatches } from './catalogue/matches';

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

/**
 * The offence catalogue's answer for a typed activity (./catalogue, docs/understanding.md "What's
 * Illegal: the offence catalogue"): the sections the finder leads with, confirmed in the corpus
 * with their official heading and plain-English description, and the penalty read from the official
 * text (of the section, or of the section the entry or the penalty data names for it: 18 U.S.C.
 * § 922 -> § 924). `strong`: only a lead that names STRONG_COVERAGE of the activity.
 */
export async function catalogueOffences(
  activity: string,
  { resolveSection, penaltyOf }: FoundOffencesDeps,
  strong = false,
): Promise<FoundOffence[]> {
  const found: FoundOffence[] = [];
  for (const { entry, ...match } of catalogueMatches(activity, strong, resolveSection)) {
    const row = (rows as unknown as Record<string, PenaltySectionRow>)[entry.key];
    const from = entry.penaltyIn ?? (row?.[2] === undefined ? entry.key : row[2]);
    const [pt, ps] = from ? (from.split('/') as [string, string]) : [];
    const penalty = pt && ps ? await penaltyOf(Number(pt), ps) : undefined;
    found.push({
      ...match,
      ...(penalty ? { penalty } : {}),
      ...(penalty && from !== entry.key ? { penaltySection: formatCitation(Number(pt), ps!) } : {}),
    });
  }
  return found;
}
