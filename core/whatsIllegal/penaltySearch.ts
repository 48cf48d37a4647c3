/**
 * The offence search of What's Illegal (docs/understanding.md "What's Illegal"): for a typed
 * activity no prepared answer holds, the sections of the U.S. Code that carry a criminal penalty
 * (./penaltySections.ts, built from the official text) ranked by how much of the activity's
 * topic their official heading and the opening of their text (where the prohibition is stated)
 * name, each topic word weighed by how rare it is among those sections. Everyday words meet the
 * statutes' words through ./statuteWords.ts. A weak match is not shown: the search says nothing
 * rather than name a section the activity is not about (a wrong section is worse than none).
 * Pure: the server and the offline device run it alike.
 */
import { normalizeText, termSetOnFirstUse, terms } from '../search/text';
import { isIncidental } from '../search/topicRerank';
import type { PenaltySection } from './penaltySections';
import { STATUTE_WORDS } from './statuteWords';

/** Words of a typed activity that say nothing about which offence it is. */
const FILLER_TEXT =
  'illegal legal law laws allowed allow crime criminal federal federally okay fine think thinking honestly lol like really just want wanted ' +
  'going gonna wanna try trying need maybe time times day days night week weeks month months year years big little lot bunch some few ' +
  'buddy friend friends guy guys people person someone somebody thing things stuff way wife husband ex mom dad brother sister cousin ' +
  'neighbor neighbors house home place behind next right left still already later deal happen happens happened see saw well much many ' +
  'actually pretty hard long old new first last one two three asking wonder wondering question rules rule against whether';

export const fillerTerms = termSetOnFirstUse(FILLER_TEXT);

/** A word found only in a section's text counts this share of what it counts in its heading. */
const BODY_WEIGHT = 0.6;
/** Share of the activity's weighed topic a section must name to be shown. */
export const MIN_COVERAGE = 0.4;
/** The heading must name an idea at least this rare (inverse document frequency among the penalty sections). */
export const MIN_HEAD_WEIGHT = 5;
/** The best must score this many times the next section that is not its neighbour. */
export const MARGIN = 1.3;
/** Distinct topic ideas a section must name, at least. */
export const MIN_IDEAS = 2;
/** A second section is shown beside the first only when it scores this share of it. */
const SECOND_SHARE = 0.9;

interface Indexed {
  entry: PenaltySection;
  head: ReadonlySet<string>;
  body: ReadonlySet<string>;
}

/** One idea of the activity: its own word(s) and the statutes' words for it. */
interface Idea {
  words: readonly string[];
  terms: ReadonlySet<string>;
  weight: number;
  incidental: boolean;
}

export interface OffenceHit {
  entry: PenaltySection;
  /** The weight of the rarest idea the section's heading names (0 when the heading names none). */
  headWeight: number;
  /** Weighed share of the activity's topic the section names (0-1). */
  coverage: number;
  /** The activity's words the section names. */
  matched: string[];
}

const statuteKeys = Object.keys(STATUTE_WORDS).sort((a, b) => b.length - a.length);

/** The activity's ideas: lexicon phrases first (longest first), then each remaining topic word. */
export function activityIdeas(activity: string, idf: (term: string) => number | undefined): Idea[] {
  let text = ` ${normalizeText(activity)
    .replace(/(\p{L})'(\p{L})/gu, '$1$2')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  // "Ship" as a verb is to transport, not a vessel ("ship slot machines into a state": 15 U.S.C. § 1172, not gambling ships).
  text = text.replace(/(^ | (?:to|and|then|i|we|will|can|could|gonna|wanna|just) )ship(?:ping|ped|s)? /g, '$1transport ');
  const ideas: Idea[] = [];
  const make = (words: string[], statute: string[]): void => {
    const set = new Set([...words, ...statute].filter((t) => !fillerTerms().has(t)));
    let weight = 0;
    for (const t of set) weight = Math.max(weight, idf(t) ?? 0);
    if (set.size === 0 || weight === 0) return;
    if (ideas.some((i) => [...set].every((t) => i.terms.has(t)))) return;
    ideas.push({ words, terms: set, weight, incidental: words.every((w) => isIncidental(w)) });
  };
  for (const key of statuteKeys) {
    const at = text.indexOf(` ${key} `);
    if (at < 0) continue;
    make(terms(key), terms(STATUTE_WORDS[key]!));
    text = `${text.slice(0, at)} ${text.slice(at + key.length + 1)}`;
  }
  for (const t of terms(text)) if (!fillerTerms().has(t)) make([t], []);
  return ideas;
}

export class OffenceSearch {
  private readonly indexed: Indexed[];
  private readonly df = new Map<string, number>();

  constructor(sections: readonly PenaltySection[]) {
    this.indexed = sections.map((entry) => ({ entry, head: new Set(terms(entry.heading)), body: new Set(terms(entry.text)) }));
    for (const { head, body } of this.indexed) for (const t of new Set([...head, ...body])) this.df.set(t, (this.df.get(t) ?? 0) + 1);
  }

  /** Inverse document frequency among the penalty sections; undefined for a word none of them uses. */
  idf = (term: string): number | undefined => {
    const n = this.df.get(term);
    return n ? Math.log((this.indexed.length + 1) / n) : undefined;
  };

  /** Every section that names enough of the activity, best first (unfiltered by the gate). */
  rank(activity: string, limit = 5): OffenceHit[] {
    const ideas = activityIdeas(activity, this.idf);
    const total = ideas.reduce((sum, i) => sum + i.weight, 0);
    if (total === 0) return [];
    const hits: OffenceHit[] = [];
    for (const doc of this.indexed) {
      const hit = this.scored(ideas, total, doc);
      if (hit.matched.length >= Math.min(MIN_IDEAS, ideas.length)) hits.push(hit);
    }
    return hits.sort((a, b) => b.coverage - a.coverage || a.entry.key.localeCompare(b.entry.key)).slice(0, limit);
  }

  /**
   * How much of the activity one section's official heading and text name, each word weighed by
   * its rarity among the penalty sections (a text not among them, such as a section's whole
   * conduct clause read from the corpus, is weighed the same way). The activity's ideas are read
   * once: the function returned weighs each section given it against them.
   */
  coverageOf(activity: string): (heading: string, text: string) => Pick<OffenceHit, 'coverage' | 'headWeight' | 'matched'> {
    const ideas = activityIdeas(activity, this.idf);
    const total = ideas.reduce((sum, i) => sum + i.weight, 0);
    return (heading, text) => {
      if (total === 0) return { coverage: 0, headWeight: 0, matched: [] };
      const entry = { key: '', title: 0, section: '', heading, text };
      const { coverage, headWeight, matched } = this.scored(ideas, total, {
        entry,
        head: new Set(terms(heading)),
        body: new Set(terms(text)),
      });
      return { coverage, headWeight, matched };
    };
  }

  private scored(ideas: readonly Idea[], total: number, doc: Indexed): OffenceHit {
    let got = 0;
    let headWeight = 0;
    const matched: string[] = [];
    for (const idea of ideas) {
      // The idea counts as much as the rarest of its words the section names, heading first.
      let best = 0;
      for (const t of idea.terms) {
        const place = doc.head.has(t) ? 1 : doc.body.has(t) ? BODY_WEIGHT : 0;
        if (place) best = Math.max(best, (this.idf(t) ?? 0) * place);
      }
      if (best === 0) continue;
      for (const t of idea.terms)
        if (doc.head.has(t) && !idea.incidental) headWeight = Math.max(headWeight, Math.min(this.idf(t) ?? 0, idea.weight));
      got += Math.min(best, idea.weight) * (idea.incidental ? 0.3 : 1);
      matched.push(idea.words.join(' '));
    }
    return { entry: doc.entry, coverage: got / total, headWeight, matched };
  }

  /**
   * The sections it would show for an activity (none when the match is weak): the best, when it
   * names at least MIN_COVERAGE of the activity's weighed topic and MIN_IDEAS of its ideas, its
   * heading names an idea at least MIN_HEAD_WEIGHT rare, and it leads the next section (not a
   * neighbour of the same title) by MARGIN; with that neighbour when it scores nearly as well.
   * Not precise enough to be shown alone (docs/understanding.md): show() adds the answer's gate.
   */
  find(activity: string): OffenceHit[] {
    const [best, second] = this.rank(activity, 2);
    if (!best || best.coverage < MIN_COVERAGE || best.headWeight < MIN_HEAD_WEIGHT || best.matched.length < MIN_IDEAS) return [];
    if (!second) return [best];
    const neighbour =
      second.entry.title === best.entry.title && Math.abs(parseInt(second.entry.section, 10) - parseInt(best.entry.section, 10)) <= 10;
    if (!neighbour && second.coverage * MARGIN > best.coverage) return [];
    return neighbour && second.coverage >= best.coverage * SECOND_SHARE ? [best, second] : [best];
  }

  /**
   * What the answer shows (docs/understanding.md "What's Illegal: the offence search"): find()'s
   * sections, only when the best one's official heading names at least SHOWN_HEAD_IDEAS of the
   * activity's ideas (the heading says what the offence is), the heading names an offence rather
   * than a regime ("Requirements governing insured credit unions"), and, when the section is about
   * land of the United States, the activity names such land ("cut down a tree in my front yard" is
   * not 18 U.S.C. § 1853). Measured to keep wrong sections near zero; it finds few.
   */
  show(activity: string): OffenceHit[] {
    const found = this.find(activity);
    const best = found[0];
    if (!best) return [];
    const head = new Set(terms(best.entry.heading));
    const named = activityIdeas(activity, this.idf).filter((i) => !i.incidental && [...i.terms].some((t) => head.has(t)));
    if (named.length < SHOWN_HEAD_IDEAS) return [];
    if (REGIME_HEADING.test(best.entry.heading)) return [];
    if (FEDERAL_LAND_TEXT.test(best.entry.text) && !FEDERAL_LAND_NAMED.test(normalizeText(activity))) return [];
    return found;
  }
}

/** Ideas of the activity the shown section's heading must name. */
export const SHOWN_HEAD_IDEAS = 2;
/** Headings of a regime (requirements, definitions, powers...) or of a procedure (contempt proceedings, jurisdiction), not of an offence. */
const REGIME_HEADING =
  /^(?:(?:criminal )?contempt proceedings|jurisdiction|venue|procedures? for|requirements?|definitions?|authority|powers?|establishment|termination|administration|regulations?|reports?|fees?|duties|general provisions?|purposes?|applicability|effective|appropriations?|rules?|enforcement)\b/i;
/** A section about land the United States owns... */
const FEDERAL_LAND_TEXT =
  /\b(?:lands? (?:of|owned by|belonging to) the united states|public lands?|federal lands?|national forests?|reserved lands)\b/i;
/** ...applies to an activity that names such land. */
const FEDERAL_LAND_NAMED =
  /\b(?:national (?:forest|park|monument|wildlife refuge|grassland|seashore|recreation area)s?|federal lands?|blm|public lands?|government land|forest service|reservation|tribal land)\b/;
