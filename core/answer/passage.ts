/**
 * The passage of a law an answer quotes ("answers quote the law", docs/evidence.md): the one
 * subsection-level passage of a section's official text that best answers the question, word
 * for word, with its designation.
 *
 * Interim picker until the passage-level ranking of the full Code lands (owner: fts): it reads
 * the official text the caller has (the key laws' full text on the server and in the saved
 * library), splits it at its designations ("(a)", "(1)", "(A)", "(i)") and ranks the levels by
 * the question's words, rarer words counting more. A level that continues its parent's lead-in
 * ("… a debt collector may not communicate with a consumer …—") is quoted with that lead-in.
 * Without official text there is no passage: a quotation is never made up.
 *
 *   pickPassage(question, law, officialText, exclude?) -> { citation, designation, text } | undefined
 */
import type { LawLevel } from '../laws/structure';
import { expandSynonyms } from '../search/synonyms';
import { terms } from '../search/text';
import { flat, levelWords } from './levelWords';

export interface Passage {
  /** "15 U.S.C. § 1692c(a)(3)". */
  citation: string;
  /** "(a)(3)". */
  designation: string;
  /** The official words, lead-in first where the level continues one. */
  text: string;
}

/** The law whose passage is wanted: its citation ("15 U.S.C. § 1692c") and words that describe it. */
export interface PassageLaw {
  citation: string;
  keywords?: readonly string[];
  synonyms?: readonly string[];
  /** The designation a guide's summary rests on ("(g)(1)"): quoted first, whatever the question's words. */
  passage?: string;
  /**
   * Other subsections the same summary rests on ("(a)(3)" for a contact-rules guide): quoted instead
   * of `passage` only when the question's words point at one of them more than at `passage`.
   */
  passageAlso?: readonly string[];
}

/** Longest passage quoted, in characters (a phone shows it without scrolling). */
export const PASSAGE_MAX_CHARS = 420;
/** Words of the law's own description count this much relative to the question's words. */
const DESCRIPTION_WEIGHT = 0.35;
const SYNONYM_WEIGHT = 0.5;
/** How little a level's length matters (1 = not at all). */
const LENGTH_SOFTENING = 0.6;

/** Weighted words: the question's, its plain-English synonyms', and the law's own description's. */
function wantedTerms(question: string, law: PassageLaw): Map<string, number> {
  const weights = new Map<string, number>();
  const add = (words: string[], weight: number) => {
    for (const t of words) weights.set(t, Math.max(weights.get(t) ?? 0, weight));
  };
  add(terms(`${law.keywords?.join(' ') ?? ''} ${law.synonyms?.join(' ') ?? ''}`), DESCRIPTION_WEIGHT);
  add(terms(expandSynonyms(question)), SYNONYM_WEIGHT);
  add(terms(question), 1);
  return weights;
}

/** Cut at a word boundary, marking the cut with "…", so the quote stays word for word. */
function clip(text: string, max = PASSAGE_MAX_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,;:—-]+$/, '')} …`;
}

/**
 * The words quoted for a level: its parent's lead-in first where it continues one ("… may not
 * communicate with a consumer …—"), then "…" when earlier siblings are left out, then the level
 * itself with its designation and heading. Every cut is marked "…".
 */
function quoted(levels: readonly LawLevel[], at: number, parentAt: number | undefined): string {
  const body = levelWords(levels, at);
  const leadIn = parentAt === undefined ? '' : flat(levels[parentAt]!.text);
  if (!leadIn || !/[—:-]$/.test(leadIn)) return clip(body);
  const shortLead = clip(leadIn, PASSAGE_MAX_CHARS / 2);
  const skipped = at !== parentAt! + 1 && !shortLead.endsWith('…');
  return clip(`${shortLead}${skipped ? ' …' : ''} ${body}`);
}

/** The index of the level a level belongs to: the one whose path is its path less the last designation. */
function parentIndex(levels: readonly LawLevel[], at: number): number | undefined {
  const level = levels[at]!;
  for (let k = at - 1; k >= 0; k--) if (levels[k]!.depth < level.depth) return levels[k]!.depth === level.depth - 1 ? k : undefined;
  return undefined;
}

/** The passage at a designation the caller names ("(g)(1)"), when the section has it. */
export function passageAt(sectionLevels: readonly LawLevel[] | undefined, designation: string): Passage | undefined {
  const at = sectionLevels?.findIndex((l) => l.path === designation) ?? -1;
  if (!sectionLevels || at < 0) return undefined;
  const level = sectionLevels[at]!;
  return { citation: level.citation, designation: level.path, text: quoted(sectionLevels, at, parentIndex(sectionLevels, at)) };
}

/**
 * The best passage of a section for the question, or undefined when no level of it shares a
 * word with the question or the law's description (or the section has no designated levels).
 */
export function pickPassage(
  question: string,
  law: PassageLaw,
  sectionLevels: readonly LawLevel[] | undefined,
  exclude: readonly string[] = [],
  intro?: string,
): Passage | undefined {
  // An undivided section (42 U.S.C. § 1983) is quoted whole, so the lead's citation and its quotation agree.
  if (sectionLevels?.length === 0 && intro?.trim() && !exclude.includes(law.citation))
    return { citation: law.citation, designation: '', text: clip(flat(intro)) };
  if (!sectionLevels?.length) return undefined;
  // A passage another law of the answer already quotes is not quoted twice.
  const levels = sectionLevels.filter((l) => l.text.trim() && !exclude.includes(l.citation));
  // A guide quotes the subsection its summary rests on, or another its summary rests on that the
  // question names more plainly; never a subsection the summary does not rest on.
  const recorded = law.passage ? passageAt(sectionLevels, law.passage) : undefined;
  if (recorded && !exclude.includes(recorded.citation)) {
    if (!law.passageAlso?.length) return recorded;
    // Only the question's words choose among them (the law's description fits them all), and only
    // a subsection holding a word of the question that the recorded one lacks ("at work": "employment").
    const asked = levelScores(question, { citation: law.citation }, levels);
    const wanted = new Set(wantedTerms(question, { citation: law.citation }).keys());
    const wordsOf = (path: string) => {
      const level = levels.find((l) => l.path === path);
      return new Set(level ? terms(`${level.heading ?? ''} ${level.text}`).filter((t) => wanted.has(t)) : []);
    };
    const recordedLevel = levels.find((l) => l.path === recorded.designation);
    const recordedWords = terms(`${recordedLevel?.heading ?? ''} ${recordedLevel?.text ?? ''}`);
    // "collect" is the recorded level's "collector" again, not a word of its own.
    const sameWord = (t: string) => recordedWords.some((r) => r.startsWith(t) || t.startsWith(r));
    let chosen = recorded.designation;
    for (const also of law.passageAlso) {
      const own = [...wordsOf(also)].some((t) => !sameWord(t));
      if (own && (asked.get(also) ?? 0) > (asked.get(chosen) ?? 0) + 1e-9) chosen = also;
    }
    return passageAt(sectionLevels, chosen) ?? recorded;
  }
  if (levels.length === 0) return undefined;
  const score = levelScores(question, law, levels);
  let best: LawLevel | undefined;
  let bestScore = 0;
  for (const level of levels) {
    const s = score.get(level.path) ?? 0;
    // Same score: the shorter, more specific level.
    if (s > bestScore + 1e-9 || (best && Math.abs(s - bestScore) <= 1e-9 && level.text.length < best.text.length)) {
      best = level;
      bestScore = s;
    }
  }
  if (!best || bestScore <= 0) return undefined;
  return passageAt(sectionLevels, best.path);
}

/**
 * Each level's score for the question: its words, rarer ones counting more, tempered by length (as
 * BM25 does; longer levels name more words by chance).
 */
function levelScores(question: string, law: PassageLaw, levels: readonly LawLevel[]): Map<string, number> {
  const wanted = wantedTerms(question, law);
  const levelTerms = levels.map((l) => new Set(terms(`${l.heading ?? ''} ${l.text}`)));
  const df = new Map<string, number>();
  for (const set of levelTerms) for (const t of set) if (wanted.has(t)) df.set(t, (df.get(t) ?? 0) + 1);
  const lengths = levels.map((l) => terms(l.text).length);
  const average = lengths.reduce((a, b) => a + b, 0) / lengths.length || 1;
  const scores = new Map<string, number>();
  levelTerms.forEach((set, i) => {
    let score = 0;
    for (const [t, weight] of wanted) if (set.has(t)) score += weight * Math.log(1 + levels.length / df.get(t)!);
    scores.set(levels[i]!.path, score / (LENGTH_SOFTENING + (1 - LENGTH_SOFTENING) * (lengths[i]! / average)));
  });
  return scores;
}
