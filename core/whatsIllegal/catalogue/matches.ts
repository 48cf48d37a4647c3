/**
 * The offence catalogue's sections for a typed activity, as the answer shows them (the server adds
 * the penalty read from the official text: ../foundOffences.ts; the device shows them without it).
 * Pure: the server and the offline device run it alike.
 */
import { formatCitation, uscodeUrl } from '../../laws/links';
import type { SectionResolver } from '../engine';
import { CATALOGUE } from '.';
import { namesBeyondPrepared } from './beyondPrepared';
import { CatalogueFinder, type CatalogueHit } from './finder';
import type { CatalogueEntry } from './types';

let finder: CatalogueFinder | undefined;

export interface CatalogueMatch {
  entry: CatalogueEntry;
  citation: string;
  /** The official heading: confirmed in the corpus on the server, the catalogue's own on the device. */
  title: string;
  url: string;
  /** The entry's plain-English description, as the answer shows it. */
  summary: string;
  /** A lead under the finder's usual share (./finder.ts LOW_COVERAGE): never preferred to a prepared activity. */
  low?: boolean;
}

/** The finder over the whole catalogue, built on first use. */
export function catalogueFinder(): CatalogueFinder {
  return (finder ??= new CatalogueFinder(CATALOGUE));
}

/** What the answer asks of the catalogue for an activity a prepared activity also matched (../answerRequest.ts). */
export interface CatalogueAsk {
  /** Only a lead that names STRONG_COVERAGE of the activity, to be preferred to the prepared activity. */
  strong?: boolean;
  /**
   * With `strong`, the prepared activity's phrases: when no strong lead is found, the finder's
   * usual lead (not a `low` one) is given when it names enough of the activity beyond them
   * (./beyondPrepared.ts). Both leads come from one ranking.
   */
  beyond?: readonly string[];
}

/** The sections the finder leads with for an activity, each confirmed by `resolve` when one is given. */
export function catalogueMatches(activity: string, ask: CatalogueAsk = {}, resolve?: SectionResolver): CatalogueMatch[] {
  const finder = catalogueFinder();
  if (!ask.strong) return shownMatches(finder.find(activity), resolve);
  const { usual, strong } = finder.leads(activity);
  const found = shownMatches(strong, resolve);
  if (found.length || !ask.beyond) return found;
  const shown = shownMatches(
    usual.filter((h) => !h.low),
    resolve,
  );
  const lead = shown[0] && usual.find((h) => h.entry === shown[0]!.entry);
  return lead && namesBeyondPrepared(finder, lead, ask.beyond) ? shown : [];
}

/** The finder's hits as the answer shows them, each confirmed by `resolve` when one is given. */
export function shownMatches(hits: readonly Pick<CatalogueHit, 'entry' | 'low'>[], resolve?: SectionResolver): CatalogueMatch[] {
  const found: CatalogueMatch[] = [];
  for (const { entry, low } of hits) {
    const [title, section] = entry.key.split('/') as [string, string];
    const citation = formatCitation(Number(title), section);
    const confirmed = resolve ? resolve(Number(title), section) : { heading: entry.heading };
    if (!confirmed || found.some((f) => f.citation === citation)) continue;
    found.push({
      entry,
      citation,
      title: confirmed.heading,
      url: uscodeUrl(Number(title), section),
      // "U.S." would end the first sentence the answer shows.
      summary: `In plain words, it makes it an offence to ${entry.does.replace(/U\.S\./g, 'US')}.`,
      ...(low ? { low } : {}),
    });
  }
  return found;
}
