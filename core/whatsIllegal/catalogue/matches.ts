/**
 * The offence catalogue's sections for a typed activity, as the answer shows them (the server adds
 * the penalty read from the official text: ../foundOffences.ts; the device shows them without it).
 * Pure: the server and the offline device run it alike.
 */
import { formatCitation, uscodeUrl } from '../../laws/links';
import type { SectionResolver } from '../engine';
import { CATALOGUE } from '.';
import { CatalogueFinder, MIN_COVERAGE, STRONG_COVERAGE, type CatalogueHit } from './finder';
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

/**
 * The sections the finder leads with for an activity (`strong`: only a lead that names
 * STRONG_COVERAGE of it, to be preferred to a prepared activity), each confirmed by `resolve`
 * when one is given.
 */
export function catalogueMatches(activity: string, strong = false, resolve?: SectionResolver): CatalogueMatch[] {
  return shownMatches(catalogueFinder().find(activity, strong ? STRONG_COVERAGE : MIN_COVERAGE), resolve);
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
