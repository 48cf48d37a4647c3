/**
 * The Legal Assistant's ranking on the server: the headings engine's candidates and
 * the best full-text sections, scored alike by the full-text index (SQLite FTS5, bm25 over each
 * section's official words) and blended (core/search/blend.ts). While the full-text index is
 * being built, or if it fails, the headings engine answers alone.
 */
import { blendRankings, BLEND_WEIGHTS, textQueryPhrases } from '../../core/search/blend';
import { searchLaws, type LawIndex, type LawSearchHit } from '../../core/search';
import { textTrust } from '../../core/search/spelling';
import { RERANK_DEPTH, rerankByTopic } from '../../core/search/topicRerank';
import { questionQuery, type TextSearch } from '../textSearch';

/** What the ranking needs of the full-text index (the worker-backed TextSearch, or an index in tests). */
export type TextRanker = Pick<TextSearch, 'rank'> & { readonly state: TextSearch['state'] };

export interface RankedLaws {
  hits: LawSearchHit[];
  /** Whether the full text took part (false while its index is being built). */
  fullText: boolean;
}

export async function rankLaws(
  index: LawIndex,
  question: string,
  options: { limit: number; category?: string },
  text: TextRanker | undefined,
): Promise<RankedLaws> {
  const candidates = searchLaws(index, question, {
    limit: Math.max(options.limit, BLEND_WEIGHTS.headingCandidates),
    category: options.category,
  });
  const headingsOnly = () => ({ hits: rerankByTopic(index, question, candidates).slice(0, options.limit), fullText: false });
  const match = questionQuery(question, [], textQueryPhrases(question));
  if (!text || text.state !== 'ready' || !match) return headingsOnly();
  try {
    const also = candidates.map((h) => h.record.usc);
    const found = await text.rank(match, BLEND_WEIGHTS.textCandidates, also);
    // Blended over more candidates than are kept, so the relevance gate can lift a better one.
    const blended = blendRankings(index, candidates, found, {
      ...options,
      limit: Math.max(options.limit, RERANK_DEPTH),
      textTrust: textTrust(index, question),
    });
    return { hits: rerankByTopic(index, question, blended).slice(0, options.limit), fullText: true };
  } catch (error) {
    console.error('[laws-ai] full-text ranking failed, ranking by the headings:', error);
    return headingsOnly();
  }
}
