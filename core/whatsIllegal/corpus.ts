/**
 * The engine's view of the law corpus: confirming cited sections and finding federal laws for a
 * typed activity. Imports the corpus (~3 MB): the server uses it directly; the browser only
 * through a lazy import, offline.
 */
import { findLawsBySection } from '../laws/corpus';
import { formatCitation, uscodeUrl } from '../laws/links';
import { searchLaws, type LawIndex } from '../search/engine';
// What a law is about, as the relevance gate reads it: a section card's asks are stories whose
// everyday words any activity may share ("I changed my name after marriage…"); its keywords count.
import { subjectText } from '../search/topicWords';
import { coversTopic, topicTerms } from './topic';
import type { FederalMatch, SectionResolver } from './engine';

const cache = new Map<string, { heading: string } | null>();

/** The official heading of a section the corpus holds; undefined for a section it does not. */
export const resolveCorpusSection: SectionResolver = (title, section) => {
  const key = `${title}/${section}`;
  let found = cache.get(key);
  if (found === undefined) {
    const record = findLawsBySection(title, section).find((r) => r.kind === 'section');
    found = record ? { heading: record.heading } : null;
    cache.set(key, found);
  }
  return found ?? undefined;
};

/** Below this share of the best score a law is too weak a match to show. */
const MATCH_SCORE_SHARE = 0.25;

/**
 * The federal laws whose words best match a typed activity, best first (a guide's summary comes
 * along). Weak matches, and laws that name too few of the activity's topic words (COBRA found
 * for "keep chickens" through "keep"), are left out: no match is better than a wrong one.
 */
export function searchCorpusFederal(index: LawIndex, activity: string, limit = 3): FederalMatch[] {
  const topic = topicTerms(activity);
  if (topic.size === 0) return [];
  const hits = searchLaws(index, activity, { limit: 10 });
  const best = hits[0]?.score ?? 0;
  return hits
    .filter((hit) => (best <= 0 || hit.score >= best * MATCH_SCORE_SHARE) && coversTopic(subjectText(hit.record), topic))
    .slice(0, limit)
    .map(({ record }) => ({
      citation: record.citation,
      title: record.title,
      url: record.government_source,
      ...(record.kind === 'guide' ? { summary: record.summary } : {}),
    }));
}

/** A section the full-text search ranked (sync-server/textSearch): its heading and bm25 score. */
export interface RankedSection {
  title: number;
  section: string;
  heading: string;
  score: number;
}

/**
 * The federal sections a full-text ranking found for a typed activity, by the same rule as the
 * headings search: a section is listed only when its official heading names three quarters (and
 * two) of the activity's topic words, and it scores at least a quarter of the best
 * (calibrated on the accuracy set: at this threshold no state-law case lists a section, while
 * "send obscene material to a minor" finds 18 U.S.C. § 1470).
 */
export function rankedFederal(activity: string, rows: readonly RankedSection[], limit = 3): FederalMatch[] {
  const topic = topicTerms(activity);
  if (topic.size === 0) return [];
  const best = rows[0]?.score ?? 0;
  return rows
    .filter((row) => (best <= 0 || row.score >= best * MATCH_SCORE_SHARE) && coversTopic(row.heading, topic))
    .slice(0, limit)
    .map((row) => ({ citation: formatCitation(row.title, row.section), title: row.heading, url: uscodeUrl(row.title, row.section) }));
}
