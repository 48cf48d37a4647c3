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
import { catalogueFinder, catalogueMatches, shownMatches, type CatalogueAsk } from './catalogue/matches';
import { officialReadingLead, type OfficialText } from './catalogue/officialReading';

let search: OffenceSearch | undefined;
function offenceSearch(): OffenceSearch {
  return (search ??= new OffenceSearch(penaltySectionsOf(rows as unknown as Record<string, PenaltySectionRow>)));
}

export interface FoundOffencesDeps {
  resolveSection: SectionResolver;
  /** The penalty sentence a section's official text states (core/penalties/readPenalty.ts penaltySentence). */
  penaltyOf: (title: number, section: string) => Promise<string | undefined>;
  /**
   * A section's official heading and text (the server reads the corpus); when given, an activity
   * the finder gives no lead reads its candidates again against their own text
   * (./catalogue/officialReading.ts).
   */
  sectionText?: (title: number, section: string) => Promise<OfficialText | undefined>;
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
 * § 922 -> § 924), read only for the sections shown. `ask`: what a prepared activity asks of the
 * catalogue (./catalogue/matches.ts). With the official text at hand (`sectionText`), a finder
 * that gives no lead is helped by it.
 */
export async function catalogueOffences(
  activity: string,
  { resolveSection, penaltyOf, sectionText }: FoundOffencesDeps,
  ask: CatalogueAsk = {},
): Promise<FoundOffence[]> {
  const found: FoundOffence[] = [];
  let matches = catalogueMatches(activity, ask, resolveSection);
  // No lead from the finder: its candidates read again against their official text (never to
  // displace a prepared activity: a `low` lead, and not asked for a `strong` one).
  if (!matches.length && !ask.strong && sectionText) {
    const textOf = (key: string) => {
      const [title, section] = key.split('/') as [string, string];
      return sectionText(Number(title), section);
    };
    const lead = await officialReadingLead(activity, catalogueFinder(), offenceSearch(), textOf);
    if (lead) matches = shownMatches([lead], resolveSection);
  }
  for (const { entry, ...match } of matches) {
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
