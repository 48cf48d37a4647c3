/**
 * Followed topics: what a person follows, kept on the device only. A topic is made
 * from an answer (the question's key words and the sections it cited), a law (its section and
 * heading words) or a news item (its agencies and title words). Nothing here is sent anywhere.
 */
import { findNamedActs, namedActs } from '../search/acts';
import { normalizeText, processTerm, tokenize } from '../search/text';

export interface FollowedSection {
  title: number;
  section: string;
}

export interface FollowedTopic {
  /** Made on the device (crypto.randomUUID()). */
  id: string;
  /** What the person calls it; starts as the question, the law's heading or the item's title. */
  name: string;
  /** Stemmed key words (core/search/text's terms). */
  terms: string[];
  sections: FollowedSection[];
  agencies: string[];
  /** Names of the Acts the sections belong to ("Fair Debt Collection Practices Act"). */
  acts: string[];
  /** ISO instant. */
  createdAt: string;
}

/** Words that say little about a topic even after stop words are gone. */
const WEAK = new Set([
  'law',
  'legal',
  'illeg',
  'right',
  'feder',
  'state',
  'act',
  'can',
  'allow',
  'year',
  'month',
  'day',
  'time',
  'thing',
  'way',
  'go',
  'make',
  'take',
  'need',
  'like',
  'one',
  'two',
  'new',
  'happen',
  'think',
  'help',
  'ask',
  'question',
  'now',
  'back',
  // Words in nearly every Federal Register title: they would match everything.
  'regul',
  'rule',
  'amend',
  'notic',
  'correct',
  'program',
  'requir',
  'oper',
  'procedur',
  'agenc',
  'propos',
  'document',
  'final',
  'certain',
  'activ',
  'public',
  'meet',
  'servic',
  'gener',
  'provis',
  'publish',
  'regist',
  // Dates in summaries ("published in the Federal Register on February 29, 2016").
  'januari',
  'februari',
  'march',
  'april',
  'june',
  'juli',
  'august',
  'septemb',
  'octob',
  'novemb',
  'decemb',
]);

/** The key words of a text: its distinct topic terms, most frequent first, at most `max`. */
export function keyTerms(text: string, max = 8): string[] {
  const counts = new Map<string, number>();
  for (const word of tokenize(text)) {
    const term = processTerm(word);
    if (!term || WEAK.has(term) || /^\d+$/.test(term) || term.length < 3) continue;
    counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([term]) => term);
}

/** The named Acts a list of sections falls in (by the Acts' official ranges). */
export function actsOfSections(sections: readonly FollowedSection[]): string[] {
  const names = new Set<string>();
  for (const s of sections) {
    for (const act of namedActs) {
      if (act.title === s.title && inRange(s.section, act.from, act.to)) names.add(act.name);
    }
  }
  return [...names];
}

/** Sections compare by their number, then by their letter suffix ("1692" < "1692c" < "1692p"). */
function sectionOrder(section: string): [number, string] {
  const m = /^(\d+)(.*)$/.exec(section);
  return m ? [Number(m[1]), m[2]] : [Number.MAX_SAFE_INTEGER, section];
}
function compareSections(a: string, b: string): number {
  const [na, sa] = sectionOrder(a);
  const [nb, sb] = sectionOrder(b);
  return na !== nb ? na - nb : sa.localeCompare(sb);
}
function inRange(section: string, from: string, to: string): boolean {
  return compareSections(section, from) >= 0 && compareSections(section, to) <= 0;
}

export interface TopicSource {
  name: string;
  /** The words to draw key terms from (question, heading, title and summary). */
  text: string;
  sections?: FollowedSection[];
  agencies?: string[];
}

export function makeTopic(source: TopicSource, id: string, now: Date = new Date()): FollowedTopic {
  const sections = dedupeSections(source.sections ?? []);
  // An agency's own name is matched as an agency, not as key words ("homeland", "secur").
  const agencyWords = new Set(keyTerms((source.agencies ?? []).join(' '), 50));
  const named = findNamedActs(source.text).acts.map((a) => a.name);
  return {
    id,
    name: source.name.trim().slice(0, 120) || 'Followed topic',
    terms: keyTerms(source.text, 20)
      .filter((t) => !agencyWords.has(t))
      .slice(0, 8),
    sections,
    agencies: [...new Set((source.agencies ?? []).map((a) => a.trim()).filter(Boolean))],
    acts: [...new Set([...actsOfSections(sections), ...named])],
    createdAt: now.toISOString(),
  };
}

function dedupeSections(sections: readonly FollowedSection[]): FollowedSection[] {
  const seen = new Set<string>();
  return sections.filter((s) => {
    const key = `${s.title}/${s.section}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * An agency name as comparable parts: "U.S. Department of Labor, Wage and Hour Division" and the
 * Federal Register's "Labor Department; Wage and Hour Division" both give ["labor", "wage and hour division"].
 */
export function agencyParts(name: string): string[] {
  if (isDepartment(name)) return [];
  return name
    .split(/[,;(]/)
    .map((part) =>
      normalizeText(part)
        .replace(/[.)]/g, '')
        .replace(/\b(the|u ?s|united states|department|dept|of)\b/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((part) => part.length > 2);
}

/** A whole department ("Homeland Security Department", "U.S. Department of Labor"): too broad alone. */
export function isDepartment(name: string): boolean {
  return /\bdepartment\b/i.test(name) && !/[,;]/.test(name);
}

/** The department named in an agency name, normalized ("labor", "homeland security"), if any. */
export function departmentOf(name: string): string | undefined {
  const part = name.split(/[,;]/)[0];
  if (!/\bdepartment\b/i.test(part)) return undefined;
  return (
    normalizeText(part)
      .replace(/\b(the|u ?s|united states|department|of)\b|\./g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || undefined
  );
}
