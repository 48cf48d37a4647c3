/**
 * The passage of a law an answer quotes (issue 16; issue 15 "Answers quote the law"): the one
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

/** Cut at a word boundary, with an ellipsis, so the quote stays word for word. */
function clip(text: string, max = PASSAGE_MAX_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,;:—-]+$/, '')} …`;
}

/** The level's words as quoted: its parent's lead-in ("…—") first when it continues one. */
function quoted(level: LawLevel, parent: LawLevel | undefined): string {
  const leadIn = parent?.text.replace(/\s+/g, ' ').trim();
  const own = level.text.replace(/\s+/g, ' ').trim();
  if (leadIn && /[—:-]$/.test(leadIn)) return `${clip(leadIn, PASSAGE_MAX_CHARS / 2)} ${own}`;
  return own;
}

/** The level a level belongs to: the one whose path is the longest proper prefix of its own. */
function parentOf(level: LawLevel, byPath: ReadonlyMap<string, LawLevel>): LawLevel | undefined {
  const parts = level.path.match(/\([^()]+\)/g) ?? [];
  return parts.length > 1 ? byPath.get(parts.slice(0, -1).join('')) : undefined;
}

/**
 * The best passage of a section for the question, or undefined when no level of it shares a
 * word with the question or the law's description (or the section has no designated levels).
 */
export function pickPassage(question: string, law: PassageLaw, sectionLevels: readonly LawLevel[] | undefined, exclude: readonly string[] = []): Passage | undefined {
  if (!sectionLevels?.length) return undefined;
  const byPath = new Map(sectionLevels.map((l) => [l.path, l]));
  // A passage another law of the answer already quotes is not quoted twice.
  const levels = sectionLevels.filter((l) => l.text.trim() && !exclude.includes(l.citation));
  if (levels.length === 0) return undefined;
  const wanted = wantedTerms(question, law);
  const levelTerms = levels.map((l) => new Set(terms(`${l.heading ?? ''} ${l.text}`)));
  const df = new Map<string, number>();
  for (const set of levelTerms) for (const t of set) if (wanted.has(t)) df.set(t, (df.get(t) ?? 0) + 1);
  // Longer levels name more words by chance: scores are tempered by length (as BM25 does).
  const lengths = levels.map((l) => terms(l.text).length);
  const average = lengths.reduce((a, b) => a + b, 0) / lengths.length || 1;
  let best = -1;
  let bestScore = 0;
  levelTerms.forEach((set, i) => {
    let score = 0;
    for (const [t, weight] of wanted) if (set.has(t)) score += weight * Math.log(1 + levels.length / df.get(t)!);
    score /= LENGTH_SOFTENING + (1 - LENGTH_SOFTENING) * (lengths[i]! / average);
    // Same score: the shorter, more specific level.
    if (score > bestScore + 1e-9 || (best >= 0 && Math.abs(score - bestScore) <= 1e-9 && levels[i]!.text.length < levels[best]!.text.length)) {
      best = i;
      bestScore = score;
    }
  });
  if (best < 0 || bestScore <= 0) return undefined;
  const level = levels[best]!;
  return { citation: level.citation, designation: level.path, text: clip(quoted(level, parentOf(level, byPath))) };
}
