/**
 * The Legal Assistant's offline ranking with the text of the titles saved on this device
 * ("saved titles are searched by the offline engine too"). The server ranks with
 * SQLite FTS5's bm25 over every section; offline, the same question's words and statute phrases
 * (core/search/textQuery.ts) are scored with bm25 over the saved titles' sections, and blended
 * with the headings engine by the same core/search/blend.ts. Runs in the law search worker.
 *
 * One pass of one pattern over each section's folded text counts every word of the question (a
 * scan, as titleText.ts explains: building an inverted index of a title costs more than it saves).
 */
import { RERANK_DEPTH, rerankByTopic } from '../../core/search/topicRerank';
import { BLEND_WEIGHTS, blendRankings, type TextRelevance } from '../../core/search/blend';
import type { LawIndex, LawSearchHit } from '../../core/search/engine';
import { searchLaws } from '../../core/search/engine';
import { textTrust } from '../../core/search/spelling';
import { normalizeText, processTerm } from '../../core/search/text';
import { indexWords, isTopicWord, textQueryPhrases } from '../../core/search/textQuery';
import { count, phrasePattern, type IndexedDoc, type TitleIndex } from './titleText';

/** bm25's parameters (SQLite FTS5's own), and the heading's weight as on the server (HEADING_WEIGHT). */
const K1 = 1.2;
const B = 0.75;
const HEADING_WEIGHT = 6;
/** Most words of a question scored (a long post states its topic early), as on the server. */
const MAX_WORDS = 40;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The question's topic words as stems, and the statute phrases it brings in (several words). */
function questionTerms(question: string): { stems: string[]; phrases: string[] } {
  const stems = new Set<string>();
  const phrases = new Set<string>();
  for (const word of indexWords(question.replace(/(\p{L})['’](\p{L})/gu, '$1$2'))) {
    const stem = isTopicWord(word) ? processTerm(word) : null;
    if (stem && stem.length >= 2) stems.add(stem);
  }
  for (const phrase of textQueryPhrases(question)) {
    const words = indexWords(phrase);
    if (words.length > 1) phrases.add(words.join(' '));
    else if (words[0] && isTopicWord(words[0])) stems.add(processTerm(words[0]) ?? words[0]);
  }
  return { stems: [...stems].slice(0, MAX_WORDS), phrases: [...phrases].slice(0, MAX_WORDS) };
}

/**
 * bm25 of a question over the saved titles' sections: the best `limit`, then the `also`
 * sections (the headings engine's candidates) that hold any of its words, scored alike.
 */
export function rankSavedText(
  indexes: readonly TitleIndex[],
  question: string,
  limit: number,
  also: readonly { title: number; section: string }[] = [],
): TextRelevance[] {
  const docs: IndexedDoc[] = indexes.flatMap((i) => i.docs);
  const { stems, phrases } = questionTerms(question);
  if (docs.length === 0 || stems.length + phrases.length === 0) return [];
  // A stem at a word's start ("employ" finds "employer", "employment"; "polici" also "policy"), longest first.
  const forms = new Map<string, string>();
  for (const stem of stems) {
    forms.set(stem, stem);
    if (stem.endsWith('i')) forms.set(`${stem.slice(0, -1)}y`, stem);
  }
  const byLength = [...forms.keys()].sort((a, b) => b.length - a.length);
  const words = new RegExp(`(?<![\\p{L}\\p{N}])(?:${byLength.map(escape).join('|')})`, 'gu');
  const phrasePatterns = phrases.map((p) => ({ key: `"${p}"`, pattern: new RegExp(phrasePattern(p).source, 'gu') }));

  const tf: Map<string, number>[] = [];
  const df = new Map<string, number>();
  let totalLength = 0;
  for (const doc of docs) {
    const counts = new Map<string, number>();
    for (const [text, weight] of [
      [doc.foldedHeading, HEADING_WEIGHT],
      [doc.folded, 1],
    ] as const) {
      for (const m of text.matchAll(words)) {
        const stem = forms.get(m[0])!;
        counts.set(stem, (counts.get(stem) ?? 0) + weight);
      }
      for (const { key, pattern } of phrasePatterns) {
        const n = count(pattern, text);
        if (n) counts.set(key, (counts.get(key) ?? 0) + n * weight);
      }
    }
    for (const key of counts.keys()) df.set(key, (df.get(key) ?? 0) + 1);
    tf.push(counts);
    totalLength += doc.folded.length;
  }
  const averageLength = totalLength / docs.length;
  const idf = (key: string) => Math.log(1 + (docs.length - df.get(key)! + 0.5) / (df.get(key)! + 0.5));
  const scored: TextRelevance[] = [];
  docs.forEach((doc, i) => {
    let score = 0;
    const norm = K1 * (1 - B + (B * doc.folded.length) / averageLength);
    for (const [key, n] of tf[i]!) score += (idf(key) * n * (K1 + 1)) / (n + norm);
    if (score > 0) scored.push({ title: doc.title, section: doc.section, score });
  });
  scored.sort((a, b) => b.score - a.score);
  const wanted = new Set(also.map((s) => `${s.title}/${s.section.toLowerCase()}`));
  const best = scored.slice(0, limit);
  return [...best, ...scored.slice(limit).filter((s) => wanted.has(`${s.title}/${s.section.toLowerCase()}`))];
}

/**
 * The offline answer's ranking: the headings engine alone, unless the question is about a saved
 * title (the headings engine's best law is in one); then blended with the saved text as the
 * server blends the whole Code's. The saved text cannot judge laws outside the saved titles, so
 * a question about them (a debt collector, with only Title 29 saved) keeps the headings order.
 */
export function rankOffline(index: LawIndex, question: string, saved: readonly TitleIndex[], limit: number): LawSearchHit[] {
  const candidates = searchLaws(index, question, { limit: Math.max(limit, BLEND_WEIGHTS.headingCandidates) });
  const titles = new Set(saved.flatMap((i) => i.docs.slice(0, 1).map((d) => d.title)));
  const best = candidates.find((h) => h.match === 'text');
  if (!best || !titles.has(best.record.usc.title) || !normalizeText(question).trim())
    return rerankByTopic(index, question, candidates).slice(0, limit);
  const text = rankSavedText(
    saved,
    question,
    BLEND_WEIGHTS.textCandidates,
    candidates.map((h) => h.record.usc),
  );
  if (text.length === 0) return rerankByTopic(index, question, candidates).slice(0, limit);
  return rerankByTopic(
    index,
    question,
    blendRankings(index, candidates, text, { limit: Math.max(limit, RERANK_DEPTH), textTrust: textTrust(index, question) }),
  ).slice(0, limit);
}
