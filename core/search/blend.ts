/**
 * The Legal Assistant's ranking: the headings engine (engine.ts: guides' curated
 * words and every section's official heading) blended with full-text relevance over the
 * sections' official words, so a question whose words are in a statute's text but not in its
 * heading is found ("the hospital gave my medical records to my boss" -> 42 U.S.C. § 1320d-6,
 * whose heading says "individually identifiable health information").
 *
 * Pure: the caller brings the text relevance (the server's SQLite FTS5 index, or the offline
 * engine's saved titles) as `{title, section, score}` (bm25: higher is better) for the best
 * full-text sections AND for the headings engine's candidates, so both are scored alike.
 *
 *   textQueryPhrases(question)                      statute phrases the full-text engine also searches
 *   blendRankings(index, headingHits, text, opts)   one ranking, in the headings engine's units
 *
 * Scores stay in the headings engine's units (the best headings score sets the scale), so the
 * answer's relevance bar (core/answer/relevance.ts) reads them unchanged.
 */
import { inCategory } from '../laws/library';
import { SEARCH_WEIGHTS, type LawIndex, type LawSearchHit } from './engine';
export { textQueryPhrases } from './textQuery';

export interface TextRelevance {
  title: number;
  section: string;
  /** bm25 of the question's words in the section's heading and text: higher is better. */
  score: number;
}

/** Blend weights, tuned on the question sets of sync-server/legal/lawRanking.test.ts. */
export const BLEND_WEIGHTS = {
  /** Share of the full-text relevance in the blended score (the headings engine has the rest). */
  text: 0.4,
  /** Headings-engine candidates re-scored by the full text. */
  headingCandidates: 60,
  /** Best full-text sections brought in as candidates. */
  textCandidates: 40,
  /** Text relevance measured above the weakest section returned (min-max) rather than from zero. */
  textFloor: true,
  /**
   * The headings engine's preference for curated guides (SEARCH_WEIGHTS.guide), taken out of
   * its share here: with the full text at hand a bare section whose words answer need not lose
   * to a guide that merely shares a few words with the question (a guide still ranks by its
   * curated words, and by its section's text).
   */
  guideBoost: SEARCH_WEIGHTS.guide,
  /** The same for a section card's boost (SEARCH_WEIGHTS.card). */
  cardBoost: SEARCH_WEIGHTS.card,
} as { text: number; headingCandidates: number; textCandidates: number; textFloor: boolean; guideBoost: number; cardBoost: number };

const keyOf = (title: number, section: string) => `${title}/${section.toLowerCase()}`;

/** Best score per section, and the min-max share of a score among them. */
function relevanceOf(list: readonly TextRelevance[]) {
  const scores = new Map<string, number>();
  for (const t of list) {
    const k = keyOf(t.title, t.section);
    scores.set(k, Math.max(scores.get(k) ?? 0, t.score));
  }
  // Min-max over what the index returned: bm25 of a long question is high for every section
  // sharing a few common words, so only the spread above the weakest says which text answers.
  const top = Math.max(...scores.values(), 0);
  const floor = BLEND_WEIGHTS.textFloor && scores.size > 1 ? Math.min(...scores.values()) : 0;
  const share = (k: string) => {
    const score = scores.get(k) ?? 0;
    return top > floor && score > 0 ? Math.max(0, score - floor) / (top - floor) : 0;
  };
  return { scores, share };
}

/**
 * One ranking from the headings engine's hits (asked for BLEND_WEIGHTS.headingCandidates) and
 * the full-text relevance of the question's words and the statute phrases its plain-English
 * words bring in. Citations and Acts the user named stay first, in order. A section the full
 * text brings in is shown as its guide when it has one, else as the bare section.
 */
export function blendRankings(
  index: LawIndex,
  headingHits: readonly LawSearchHit[],
  text: readonly TextRelevance[],
  options: { limit?: number; category?: string; textTrust?: number } = {},
): LawSearchHit[] {
  const limit = options.limit ?? 10;
  const pinned = headingHits.filter((h) => h.match !== 'text');
  // The scale stays the headings engine's own (the answer's relevance bar reads it).
  const headingsTop = Math.max(...headingHits.filter((h) => h.match === 'text').map((h) => h.score), 0);
  const found = headingHits
    .filter((h) => h.match === 'text')
    .map((h) =>
      h.record.kind === 'guide'
        ? { ...h, score: h.score / BLEND_WEIGHTS.guideBoost }
        : h.record.carded
          ? { ...h, score: h.score / BLEND_WEIGHTS.cardBoost }
          : h,
    )
    .sort((a, b) => b.score - a.score);
  if (text.length === 0) return [...headingHits].slice(0, limit);

  const words = relevanceOf(text);
  const topHeading = Math.max(...found.map((h) => h.score), 0);
  // Without a headings scale (nothing found by words), the full text sets it alone.
  const scale = headingsTop > 0 ? headingsTop : (pinned[0]?.score ?? 1);
  const w = BLEND_WEIGHTS.text * Math.min(1, Math.max(0, options.textTrust ?? 1));
  const combine = (h: number, k: string) => (1 - w) * h + w * words.share(k);

  const blended = new Map<string, LawSearchHit>();
  const sectionsShown = new Set<string>();
  for (const hit of found) {
    const k = keyOf(hit.record.usc.title, hit.record.usc.section);
    blended.set(hit.record.id, { ...hit, score: scale * combine(topHeading > 0 ? hit.score / topHeading : 0, k) });
    sectionsShown.add(k);
  }
  for (const k of words.scores.keys()) {
    if (sectionsShown.has(k)) continue;
    const record = index.bySection.get(k)?.find((r) => !options.category || inCategory(r, options.category));
    if (!record) continue;
    const score = combine(0, k);
    if (score > 0) blended.set(record.id, { record, score: scale * score, match: 'text' });
  }
  const seen = new Set(pinned.map((h) => h.record.id));
  const ranked = [...blended.values()].filter((h) => !seen.has(h.record.id)).sort((a, b) => b.score - a.score);
  const top = ranked[0]?.score ?? 0;
  return [...pinned.map((h, i) => ({ ...h, score: Math.max(h.score, top + pinned.length - i) })), ...ranked].slice(0, limit);
}
