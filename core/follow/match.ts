/**
 * Which news items a followed topic matches, and why. Runs on the device only.
 * A match needs real evidence: a cited section, the Act's name, the agency (a specific one, or
 * a broad one together with a key word), or at least two of the topic's key words.
 */
import type { NewsItem } from '../schemas/news';
import { findNamedActs } from '../search/acts';
import { findTitledCitations } from '../search/citations';
import { formatCitation } from '../laws/links';
import { normalizeText, processTerm, tokenize } from '../search/text';
import { agencyParts, departmentOf, type FollowedTopic } from './topic';

export type MatchKind = 'section' | 'act' | 'agency' | 'terms';

export interface MatchReason {
  kind: MatchKind;
  /** Plain words for the reader: "cites 15 U.S.C. § 1692c". */
  text: string;
}

type NewsLike = Pick<NewsItem, 'title' | 'summary' | 'metadata'>;

function itemText(item: NewsLike): string {
  return [item.title, item.summary, item.metadata.latestAction?.text ?? ''].join(' \n ');
}

function termsOf(text: string): Set<string> {
  const terms = new Set<string>();
  for (const word of tokenize(text)) {
    const term = processTerm(word);
    if (term) terms.add(term);
  }
  return terms;
}

/** Why `item` matches `topic`; empty when it does not. */
export function matchNewsItem(topic: FollowedTopic, item: NewsLike): MatchReason[] {
  const text = itemText(item);
  const reasons: MatchReason[] = [];

  const cited = findTitledCitations(text.replace(/[\u2010-\u2015]/g, '-'));
  for (const s of topic.sections) {
    if (cited.some((c) => c.title === s.title && c.section === s.section.toLowerCase())) {
      reasons.push({ kind: 'section', text: `cites ${formatCitation(s.title, s.section)}` });
    }
  }

  const normalized = normalizeText(text);
  const namedHere = new Set(findNamedActs(text).acts.map((a) => a.name));
  for (const act of topic.acts) {
    if (namedHere.has(act) || normalized.includes(normalizeText(act))) reasons.push({ kind: 'act', text: `names the ${act}` });
  }

  const itemTerms = termsOf(text);
  const shared = topic.terms.filter((t) => itemTerms.has(t));

  const itemAgencyParts = new Set(item.metadata.agencies.flatMap(agencyParts));
  const itemDepartments = new Set(item.metadata.agencies.map(departmentOf).filter(Boolean));
  for (const agency of topic.agencies) {
    if (agencyParts(agency).some((p) => itemAgencyParts.has(p))) {
      reasons.push({ kind: 'agency', text: `from the ${agency}` });
      continue;
    }
    // A whole department is every one of its notices: it counts only together with a key word.
    const department = departmentOf(agency);
    if (department && itemDepartments.has(department) && shared.length > 0) reasons.push({ kind: 'agency', text: `from the ${agency}` });
  }

  const needed = Math.min(2, topic.terms.length);
  if (needed > 0 && shared.length >= needed) reasons.push({ kind: 'terms', text: `mentions ${shared.slice(0, 4).join(', ')}` });
  return reasons;
}

export interface TopicMatch {
  itemId: string;
  topicId: string;
  topicName: string;
  reasons: MatchReason[];
}

/** Every (item, topic) pair that matches. */
export function matchNews(topics: readonly FollowedTopic[], items: readonly (NewsLike & { id: string })[]): TopicMatch[] {
  const matches: TopicMatch[] = [];
  for (const item of items) {
    for (const topic of topics) {
      const reasons = matchNewsItem(topic, item);
      if (reasons.length) matches.push({ itemId: item.id, topicId: topic.id, topicName: topic.name, reasons });
    }
  }
  return matches;
}
