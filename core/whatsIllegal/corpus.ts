/**
 * The engine's view of the law corpus: confirming cited sections and finding federal laws for a
 * typed activity. Imports the corpus (~3 MB): the server uses it directly; the browser only
 * through a lazy import, offline.
 */
import { findLawsBySection } from '../laws/corpus';
import { searchLaws, type LawIndex } from '../search/engine';
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
    .filter((hit) => (best <= 0 || hit.score >= best * MATCH_SCORE_SHARE) && coversTopic([hit.record.title, hit.record.heading, ...hit.record.keywords, ...hit.record.synonyms].join(' '), topic))
    .slice(0, limit)
    .map(({ record }) => ({
      citation: record.citation,
      title: record.title,
      url: record.government_source,
      ...(record.kind === 'guide' ? { summary: record.summary } : {}),
    }));
}
