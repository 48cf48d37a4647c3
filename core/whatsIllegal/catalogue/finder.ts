/**
 * The general offence finder of What's Illegal (docs/understanding.md "What's Illegal: the
 * offence catalogue"): a typed activity no prepared answer holds is compared with every entry of
 * the reviewed catalogue (./types.ts), which describes each offence section in the everyday words
 * people type. An entry is a candidate only when the activity names what the section is about
 * (its `needs`); candidates are ranked by how much of the activity's topic their description
 * names, each word weighed by how rare it is among the entries. A lead is given only when the
 * best names enough of the activity and clearly leads the runner-up: otherwise nothing (a wrong
 * section is worse than "no federal law found"). Pure: no I/O.
 */
import { normalizeText, terms } from '../../search/text';
import { isIncidental } from '../../search/topicRerank';
import { aboutSomeoneElse } from '../lawfulContext';
import { conceptSources, withEveryday } from './everydayWords';
import synonymData from './synonyms.json';
import type { CatalogueEntry } from './types';
import { ageJoined, canon, stems, topicWords } from './words';

/** Share of the activity's weighed topic the best entry must name. */
export const MIN_COVERAGE = 0.42;
/**
 * Share the best entry must name to be preferred to a prepared activity that matched the words
 * but cites other sections (a more specific offence: selling spy bugs is 18 U.S.C. § 2512, not
 * the recording activity's § 2511).
 */
export const STRONG_COVERAGE = 0.7;
/**
 * A lead that names less than MIN_COVERAGE is still given when it names at least this share and
 * LOW_WORDS of the activity's telling words, clearly ahead of the runner-up as any lead must be: a
 * long activity names its offence in three or more words among many others ("put social security
 * administration and their logo on the flyers for my insurance agency"). Such a lead is `low`:
 * it never displaces a prepared activity (../answerRequest.ts). Measured on every What's Illegal
 * set and the typed set (docs/understanding.md "Seventh pass"): 0.34 with three words found 13
 * more right sections and 2 wrong; two words, or 0.30, found more wrong ones.
 */
export const LOW_COVERAGE = 0.34;
/** Distinct telling words of the activity a `low` lead must name. */
export const LOW_WORDS = 3;
/**
 * A `low` lead under LOW_COVERAGE: the best entry names at least this share and LOW_WORDS telling
 * words, and no other section comes within FAR_MARGIN of it. A long activity names its offence in
 * three words among many others ("im the treasurer for our tribal council, can i borrow some of the
 * tribe's money for my truck payment"), and no other entry meets what it needs with as many of them.
 * Measured on every What's Illegal set and the typed set (docs/understanding.md "Ninth pass"): 0.25
 * with a 1.75 margin found 6 more right sections and no wrong one; a 1.5 margin, or two words, found
 * wrong ones.
 */
export const FAR_COVERAGE = 0.25;
/** How far ahead of the runner-up (another section) a lead under LOW_COVERAGE must be. */
export const FAR_MARGIN = 1.75;
/** Distinct topic words of the activity the best entry must name. */
export const MIN_WORDS = 2;
/** The best must score this many times the runner-up (another section) to lead. */
export const MARGIN = 1.25;
/** The runner-up is shown beside the best when it scores at least this share of it. */
export const SECOND_SHARE = 0.7;
/** Entries the gate reads: the best and the sections that may come within its margin. */
const RANKED = 12;
/** A word no entry uses weighs this share of the rarest word's weight (it is what the catalogue does not know). */
const UNKNOWN_SHARE = 0.5;

interface Indexed {
  entry: CatalogueEntry;
  words: ReadonlySet<string>;
  /** Each group: its alternatives, each alternative the stems it needs. */
  needs: string[][][];
  /** What the section leaves out: an activity that names one of these is not the entry's. */
  unless: string[][];
}

export interface CatalogueHit {
  entry: CatalogueEntry;
  /** Weighed share of the activity's topic the entry names (0-1). */
  coverage: number;
  /** The activity's topic words (stems) the entry names. */
  matched: string[];
  /** Led under MIN_COVERAGE on LOW_WORDS telling words (never preferred to a prepared activity). */
  low?: boolean;
}

/** "vessel|gambling ship" -> [["vessel"], ["gambl", "ship"]]. */
function groupOf(group: string): string[][] {
  return group
    .split('|')
    .map((alt) => stems(alt))
    .filter((alt) => alt.length > 0);
}

/** Whether the activity's words hold the phrase (one word anywhere; several words in a row). */
function holds(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 1) return words.includes(phrase[0]!);
  outer: for (let i = 0; i + phrase.length <= words.length; i += 1) {
    for (let j = 0; j < phrase.length; j += 1) if (words[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}

interface Synonym {
  say: string[];
  means: string;
}
let synonyms: { phrase: RegExp; means: string }[] | undefined;
/**
 * The activity in the statutes' words: each everyday phrase of ./synonyms.json (reviewed data:
 * "kick back", "w-2s", "toss", "dirt bike") replaced by the word the entries use, and "not bother
 * giving" read as "not giving".
 */
export function inStatuteWords(text: string): string {
  synonyms ??= (synonymData as Synonym[])
    .flatMap(({ say, means }) => say.map((phrase) => ({ phrase: normalizeText(phrase), means })))
    .sort((a, b) => b.phrase.length - a.phrase.length)
    .map(({ phrase, means }) => ({
      phrase: new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu'),
      means,
    }));
  let out = normalizeText(text).replace(/\b(not|dont|never|didnt|wont|cant|do not|did not) bother(?:ing)?(?: to| with)? /g, '$1 ');
  for (const { phrase, means } of synonyms) out = out.replace(phrase, means);
  return out;
}

export class CatalogueFinder {
  private readonly indexed: Indexed[];
  private readonly df = new Map<string, number>();
  private readonly maxIdf: number;

  constructor(entries: readonly CatalogueEntry[]) {
    this.indexed = entries.map((entry) => ({
      entry,
      // The words of its heading, its description and what it needs (the everyday names of its
      // subject), read through the same synonyms as the activity, so an entry that says "toss" or
      // "ammo" meets an activity that says it.
      words: new Set(
        terms(ageJoined(inStatuteWords(`${entry.heading} ${entry.does} ${entry.needs.join(' ').replace(/\|/g, ' ')}`))).map(canon),
      ),
      needs: entry.needs.map((group) => groupOf(group.split('|').map(inStatuteWords).join('|'))),
      unless: entry.unless ? groupOf(entry.unless.split('|').map(inStatuteWords).join('|')) : [],
    }));
    for (const { words } of this.indexed) for (const t of words) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    this.maxIdf = Math.log(this.indexed.length + 1);
  }

  /** How much a word of the activity tells which entry it is: rarer among the entries, more. */
  weight(term: string): number {
    const n = this.df.get(term);
    const w = n ? Math.log((this.indexed.length + 1) / n) : this.maxIdf * UNKNOWN_SHARE;
    return isIncidental(term) ? w * 0.3 : w;
  }

  /** Entries whose needs the activity meets, best first (ungated). */
  rank(typed: string, limit = 5): CatalogueHit[] {
    // Reporting someone to the authorities is not the offence reported ("report my neighbor to the
    // IRS for hiding cash income"), unless the report itself is false.
    if (aboutSomeoneElse(typed)) return [];
    // "Ship" as a verb is to transport, not a vessel (as in the offence search, ../penaltySearch.ts).
    const activity = ` ${inStatuteWords(typed)} `.replace(
      /(^ | (?:to|and|then|i|we|will|can|could|gonna|wanna|just) )ship(?:ping|ped|s)? /g,
      '$1transport ',
    );
    const words = topicWords(activity);
    // What an entry needs is met by the everyday words' concepts too ("peru" is a foreign country);
    // the share it names is counted on the activity's own words, so an added concept word does not
    // make an entry about that concept ("foreign labor contracting") lead.
    const said = stems(withEveryday(activity));
    // An entry's phrase is met in the activity's own words too ("weed killer", where "weed" adds "drugs").
    const own = stems(activity);
    const names = (alt: readonly string[]) => holds(said, alt) || holds(own, alt);
    const total = [...words].reduce((sum, t) => sum + this.weight(t), 0);
    if (total === 0) return [];
    const sources = conceptSources(activity);
    const hits: CatalogueHit[] = [];
    for (const doc of this.indexed) {
      if (!doc.needs.every((group) => group.some(names))) continue;
      if (doc.unless.some(names)) continue;
      // The everyday words that met a need through its concept are the entry's words too.
      const evidence = new Set<string>();
      for (const group of doc.needs) {
        if (group.some((alt) => holds(own, alt))) continue;
        for (const alt of group.filter((a) => holds(said, a)))
          for (const phrase of alt.flatMap((s) => sources.get(s) ?? []))
            if (!phrase.some((t) => doc.words.has(t))) for (const t of phrase) evidence.add(t);
      }
      let got = 0;
      const matched: string[] = [];
      for (const t of words) {
        if (!doc.words.has(t) && !evidence.has(t)) continue;
        got += this.weight(t);
        matched.push(t);
      }
      hits.push({ entry: doc.entry, coverage: got / total, matched });
    }
    return hits.sort((a, b) => b.coverage - a.coverage || a.entry.key.localeCompare(b.entry.key)).slice(0, limit);
  }

  /**
   * The sections to lead with, or none: the best entry, when it names at least MIN_COVERAGE of
   * the activity's weighed topic and MIN_WORDS of its topic words (not only incidental ones),
   * and scores MARGIN times the runner-up (another section); with the runner-up beside it when
   * that one also names enough, scores at least SECOND_SHARE of the best and both lead the third
   * by MARGIN (two sections that both fit, such as 49 U.S.C. § 46314 and 18 U.S.C. § 1036).
   * `minCoverage` raises the first bar (STRONG_COVERAGE, to be preferred to a prepared activity;
   * then a `broad` entry, a place's rules, is not a candidate).
   */
  find(activity: string, minCoverage = MIN_COVERAGE): CatalogueHit[] {
    return this.gated(this.rank(activity, RANKED), minCoverage);
  }

  /**
   * The usual lead (find at MIN_COVERAGE) and the strong one (at STRONG_COVERAGE) from one
   * ranking: a prepared activity asks for the strong lead, then for the usual one.
   */
  leads(activity: string): { usual: CatalogueHit[]; strong: CatalogueHit[] } {
    const ranked = this.rank(activity, RANKED);
    return { usual: this.gated(ranked, MIN_COVERAGE), strong: this.gated(ranked, STRONG_COVERAGE) };
  }

  /** find()'s gate over the ranked entries. */
  private gated(all: readonly CatalogueHit[], minCoverage: number): CatalogueHit[] {
    // To be preferred to a prepared activity, a lead must be about the conduct, not a place's rules.
    const ranked = all.filter((h) => minCoverage <= MIN_COVERAGE || !h.entry.broad);
    const best = ranked[0];
    if (!best) return [];
    const telling = best.matched.filter((t) => !isIncidental(t)).length;
    if (telling < MIN_WORDS) return [];
    if (best.coverage < minCoverage) {
      if (minCoverage > MIN_COVERAGE || best.coverage < FAR_COVERAGE || telling < LOW_WORDS) return [];
      const runnerUp = ranked.find((h) => h.entry.key !== best.entry.key);
      // Under LOW_COVERAGE the best must be far ahead of any other section.
      const margin = best.coverage >= LOW_COVERAGE ? MARGIN : FAR_MARGIN;
      return !runnerUp || runnerUp.coverage * margin <= best.coverage ? [{ ...best, low: true }] : [];
    }
    // A section may have several entries (one per kind of conduct): the runner-up is another section.
    const others = ranked.filter((h) => h.entry.key !== best.entry.key);
    const second = others[0];
    if (!second || second.coverage * MARGIN <= best.coverage) {
      const pair = second && second.coverage >= MIN_COVERAGE && second.coverage >= best.coverage * SECOND_SHARE;
      const third = others.find((h) => h.entry.key !== second?.entry.key);
      return pair && (!third || third.coverage * MARGIN <= second.coverage) ? [best, second] : [best];
    }
    const third = others.find((h) => h.entry.key !== second.entry.key);
    if (second.coverage < MIN_COVERAGE || (third && third.coverage * MARGIN > second.coverage)) return [];
    return [best, second];
  }
}
