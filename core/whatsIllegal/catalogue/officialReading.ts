/**
 * The official text as a second reading (docs/understanding.md "Tenth pass (s11-wi)"): when the
 * offence catalogue's finder gives no lead because its best entries name too little of the
 * activity or lie too close together, each entry whose needs the activity meets is read again
 * against its section's own official text: the clauses that state the conduct the section
 * forbids (../conductClause.ts) and its official heading, each word weighed by its rarity among
 * the sections that carry a criminal penalty (../penaltySearch.ts). An entry leads when both
 * readings agree that it is the activity's offence and it is clearly ahead of every other
 * section on the two together; otherwise nothing, as before. Pure: the text is passed in (the
 * server reads it; the device, which has no official text, never asks).
 */
import { conductClauses } from '../conductClause';
import type { OffenceSearch } from '../penaltySearch';
import { inStatuteWords, type CatalogueFinder, type CatalogueHit } from './finder';

/** A section's official heading and text. */
export interface OfficialText {
  heading: string;
  text: string;
}

/** What both readings must show before an entry leads. */
const GATE = {
  /** Candidates read: the finder's best entries whose needs the activity meets. */
  candidates: 6,
  /** Share of the activity the entry's own words must still name (the finder's reading). */
  minFinderShare: 0.2,
  /** Distinct topic words of the activity the entry must name (as a `low` lead of the finder needs). */
  minFinderWords: 3,
  /** Share of the activity the section's conduct clauses and heading must name (the official reading). */
  minOfficialShare: 0.3,
  /** Distinct ideas of the activity the official text must name. */
  minOfficialIdeas: 2,
  /** Weight of the finder's share in the two readings together (the official text weighs the rest). */
  finderWeight: 0.7,
  /** The lead must score this many times any other section on the two readings together. */
  margin: 1.2,
} as const;

/**
 * The entry both readings agree on, or undefined. `textOf` gives the official text of a section
 * ("18/1367"), undefined when it cannot be read (then the entry is not read again).
 */
export async function officialReadingLead(
  activity: string,
  finder: CatalogueFinder,
  search: OffenceSearch,
  textOf: (key: string) => Promise<OfficialText | undefined>,
): Promise<CatalogueHit | undefined> {
  const candidates = finder.rank(activity, GATE.candidates).filter((h) => !h.entry.broad && h.coverage >= GATE.minFinderShare);
  if (!candidates.length) return undefined;
  const officialCoverage = search.coverageOf(inStatuteWords(activity));
  const read: { hit: CatalogueHit; score: number; official: number; ideas: number }[] = [];
  for (const hit of candidates) {
    const text = await textOf(hit.entry.key);
    const official = text ? officialCoverage(text.heading, conductClauses(text.text)) : undefined;
    const share = official?.coverage ?? 0;
    read.push({
      hit,
      score: GATE.finderWeight * hit.coverage + (1 - GATE.finderWeight) * share,
      official: share,
      ideas: official?.matched.length ?? 0,
    });
  }
  read.sort((a, b) => b.score - a.score);
  const [best] = read;
  if (!best || best.hit.matched.length < GATE.minFinderWords) return undefined;
  if (best.official < GATE.minOfficialShare || best.ideas < GATE.minOfficialIdeas) return undefined;
  const other = read.find((r) => r.hit.entry.key !== best.hit.entry.key);
  if (other && other.score * GATE.margin > best.score) return undefined;
  return { ...best.hit, low: true };
}
