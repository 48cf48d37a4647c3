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
import { CATALOGUE } from './catalogue';
import { CatalogueFinder, MIN_COVERAGE, STRONG_COVERAGE } from './catalogue/finder';

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

let catalogueFinder: CatalogueFinder | undefined;

/**
 * The offence catalogue's answer for a typed activity (./catalogue, docs/understanding.md "What's
 * Illegal: the offence catalogue"): the section the finder leads with, confirmed in the corpus with
 * its official heading, its plain-English description, and the penalty read from the official text
 * (of the section, or of the section the penalty data names for it: 18 U.S.C. § 922 -> § 924).
 * `strong`: only a lead that names STRONG_COVERAGE of the activity (to be preferred to a prepared one).
 */
export async function catalogueOffences(
  activity: string,
  { resolveSection, penaltyOf }: FoundOffencesDeps,
  strong = false,
): Promise<FoundOffence[]> {
  const found: FoundOffence[] = [];
  const finder = (catalogueFinder ??= new CatalogueFinder(CATALOGUE));
  for (const { entry } of finder.find(activity, strong ? STRONG_COVERAGE : MIN_COVERAGE)) {
    const { key, does, penaltyIn } = entry;
    const [title, section] = key.split('/') as [string, string];
    const confirmed = resolveSection(Number(title), section);
    if (!confirmed || found.some((f) => f.citation === formatCitation(Number(title), section))) continue;
    const row = (rows as unknown as Record<string, PenaltySectionRow>)[key];
    const from = penaltyIn ?? (row?.[2] === undefined ? key : row[2]);
    const [pt, ps] = from ? (from.split('/') as [string, string]) : [];
    const penalty = pt && ps ? await penaltyOf(Number(pt), ps) : undefined;
    found.push({
      citation: formatCitation(Number(title), section),
      title: confirmed.heading,
      url: uscodeUrl(Number(title), section),
      // "U.S." would end the first sentence the answer shows (explanationOf).
      summary: `In plain words, it makes it an offence to ${does.replace(/U\.S\./g, 'US')}.`,
      ...(penalty ? { penalty } : {}),
      ...(penalty && from !== key ? { penaltySection: formatCitation(Number(pt), ps!) } : {}),
    });
  }
  return found;
}
